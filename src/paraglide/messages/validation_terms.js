/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_TermsInputs */

const en_validation_terms = /** @type {(inputs: Validation_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you must agree to our terms and conditions`)
};

const ar_validation_terms = /** @type {(inputs: Validation_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب الموافقة على الشروط والأحكام للمتابعة`)
};

/**

* @param {Validation_TermsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_terms = /** @type {((inputs?: Validation_TermsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_TermsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_terms(inputs)
	return en_validation_terms(inputs)
});