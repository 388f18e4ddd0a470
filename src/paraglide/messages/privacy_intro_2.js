/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Intro_2Inputs */

const en_privacy_intro_2 = /** @type {(inputs: Privacy_Intro_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your personal data to provide and improve the Service. By using the Service, you agree to the collection and use of information in line with this policy.`)
};

const ar_privacy_intro_2 = /** @type {(inputs: Privacy_Intro_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نستخدم بياناتك الشخصية لتقديم الخدمة وتحسينها. وباستخدامك للخدمة، فإنك توافق على جمع المعلومات واستخدامها وفقًا لهذه السياسة.`)
};

/**

* @param {Privacy_Intro_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_intro_2 = /** @type {((inputs?: Privacy_Intro_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Intro_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_intro_2(inputs)
	return en_privacy_intro_2(inputs)
});