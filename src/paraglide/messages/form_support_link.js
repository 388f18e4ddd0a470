/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Support_LinkInputs */

const en_form_support_link = /** @type {(inputs: Form_Support_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const ar_form_support_link = /** @type {(inputs: Form_Support_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الدعم`)
};

/**

* @param {Form_Support_LinkInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_support_link = /** @type {((inputs?: Form_Support_LinkInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Support_LinkInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_support_link(inputs)
	return en_form_support_link(inputs)
});