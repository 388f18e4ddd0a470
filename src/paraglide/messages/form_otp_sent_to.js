/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Otp_Sent_ToInputs */

const en_form_otp_sent_to = /** @type {(inputs: Form_Otp_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a 6-digit code by SMS to`)
};

const ar_form_otp_sent_to = /** @type {(inputs: Form_Otp_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسلنا رمزًا من ٦ أرقام في رسالة نصية إلى`)
};

/**

* @param {Form_Otp_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_otp_sent_to = /** @type {((inputs?: Form_Otp_Sent_ToInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Otp_Sent_ToInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_otp_sent_to(inputs)
	return en_form_otp_sent_to(inputs)
});