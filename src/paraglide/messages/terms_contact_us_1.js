/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Contact_Us_1Inputs */

const en_terms_contact_us_1 = /** @type {(inputs: Terms_Contact_Us_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To resolve a complaint about the Services or to receive further information about their use, please contact us:`)
};

const ar_terms_contact_us_1 = /** @type {(inputs: Terms_Contact_Us_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لتسوية أي شكوى بشأن الخدمات أو للحصول على مزيد من المعلومات عن استخدامها، يُرجى التواصل معنا:`)
};

/**

* @param {Terms_Contact_Us_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_contact_us_1 = /** @type {((inputs?: Terms_Contact_Us_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_Us_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_contact_us_1(inputs)
	return en_terms_contact_us_1(inputs)
});