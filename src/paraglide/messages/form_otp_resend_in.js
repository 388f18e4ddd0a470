/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown>, seconds: NonNullable<unknown> }} Form_Otp_Resend_InInputs */

const en_form_otp_resend_in = /** @type {(inputs: Form_Otp_Resend_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend code in ${i?.minutes}:${i?.seconds}`)
};

const ar_form_otp_resend_in = /** @type {(inputs: Form_Otp_Resend_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعد إرسال الرمز بعد ${i?.minutes}:${i?.seconds}`)
};

/**

* @param {Form_Otp_Resend_InInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_otp_resend_in = /** @type {((inputs: Form_Otp_Resend_InInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Otp_Resend_InInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_otp_resend_in(inputs)
	return en_form_otp_resend_in(inputs)
});