/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Intro_3Inputs */

const en_terms_intro_3 = /** @type {(inputs: Terms_Intro_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By accessing the Services, you confirm that you have read, understood and agreed to be bound by all of these terms. If you do not agree with all of them, you are prohibited from using the Services and must stop using them immediately.`)
};

const ar_terms_intro_3 = /** @type {(inputs: Terms_Intro_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بوصولك إلى الخدمات، فإنك تؤكد أنك قرأت جميع هذه الشروط وفهمتها ووافقت على الالتزام بها. وإذا كنت لا توافق عليها جميعًا، فيُحظر عليك استخدام الخدمات ويجب عليك التوقف عن استخدامها فورًا.`)
};

/**

* @param {Terms_Intro_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intro_3 = /** @type {((inputs?: Terms_Intro_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intro_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intro_3(inputs)
	return en_terms_intro_3(inputs)
});