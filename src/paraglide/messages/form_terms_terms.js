/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Terms_TermsInputs */

const en_form_terms_terms = /** @type {(inputs: Form_Terms_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

const ar_form_terms_terms = /** @type {(inputs: Form_Terms_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروط الاستخدام`)
};

/**

* @param {Form_Terms_TermsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_terms_terms = /** @type {((inputs?: Form_Terms_TermsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Terms_TermsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_terms_terms(inputs)
	return en_form_terms_terms(inputs)
});