/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Otp_Change_NumberInputs */

const en_form_otp_change_number = /** @type {(inputs: Form_Otp_Change_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change number`)
};

const ar_form_otp_change_number = /** @type {(inputs: Form_Otp_Change_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غيّر الرقم`)
};

/**

* @param {Form_Otp_Change_NumberInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_otp_change_number = /** @type {((inputs?: Form_Otp_Change_NumberInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Otp_Change_NumberInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_otp_change_number(inputs)
	return en_form_otp_change_number(inputs)
});