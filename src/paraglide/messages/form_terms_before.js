/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Terms_BeforeInputs */

const en_form_terms_before = /** @type {(inputs: Form_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to the `)
};

const ar_form_terms_before = /** @type {(inputs: Form_Terms_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أوافق على `)
};

/**

* @param {Form_Terms_BeforeInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_terms_before = /** @type {((inputs?: Form_Terms_BeforeInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Terms_BeforeInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_terms_before(inputs)
	return en_form_terms_before(inputs)
});