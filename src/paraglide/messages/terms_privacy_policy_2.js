/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Privacy_Policy_2Inputs */

const en_terms_privacy_policy_2 = /** @type {(inputs: Terms_Privacy_Policy_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are hosted in Egypt. If you access them from another region with laws on the collection and use of personal data that differ from Egyptian law, you are transferring your data to Egypt and you consent to its transfer and processing there.`)
};

const ar_terms_privacy_policy_2 = /** @type {(inputs: Terms_Privacy_Policy_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُستضاف الخدمات في مصر. وإذا كنت تصل إليها من منطقة أخرى تختلف قوانينها المتعلقة بجمع البيانات الشخصية واستخدامها عن القانون المصري، فإنك بذلك تنقل بياناتك إلى مصر وتوافق على نقلها ومعالجتها هناك.`)
};

/**

* @param {Terms_Privacy_Policy_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_privacy_policy_2 = /** @type {((inputs?: Terms_Privacy_Policy_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Privacy_Policy_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_privacy_policy_2(inputs)
	return en_terms_privacy_policy_2(inputs)
});