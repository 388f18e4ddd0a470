/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Form_Otp_IncompleteInputs */

const en_form_otp_incomplete = /** @type {(inputs: Form_Otp_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter all ${i?.length} digits of the code.`)
};

const ar_form_otp_incomplete = /** @type {(inputs: Form_Otp_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أدخل أرقام الرمز الـ${i?.length} كاملة.`)
};

/**

* @param {Form_Otp_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_otp_incomplete = /** @type {((inputs: Form_Otp_IncompleteInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Otp_IncompleteInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_otp_incomplete(inputs)
	return en_form_otp_incomplete(inputs)
});