/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Reset_LeadInputs */

const en_form_reset_lead = /** @type {(inputs: Form_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your number is verified. Pick a new password of at least 6 characters.`)
};

const ar_form_reset_lead = /** @type {(inputs: Form_Reset_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من رقمك. اختر كلمة مرور جديدة من ٦ أحرف على الأقل.`)
};

/**

* @param {Form_Reset_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_reset_lead = /** @type {((inputs?: Form_Reset_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Reset_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_reset_lead(inputs)
	return en_form_reset_lead(inputs)
});