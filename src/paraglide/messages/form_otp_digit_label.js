/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, of: NonNullable<unknown> }} Form_Otp_Digit_LabelInputs */

const en_form_otp_digit_label = /** @type {(inputs: Form_Otp_Digit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Digit ${i?.n} of ${i?.of}`)
};

const ar_form_otp_digit_label = /** @type {(inputs: Form_Otp_Digit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرقم ${i?.n} من ${i?.of}`)
};

/**

* @param {Form_Otp_Digit_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_otp_digit_label = /** @type {((inputs: Form_Otp_Digit_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Otp_Digit_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_otp_digit_label(inputs)
	return en_form_otp_digit_label(inputs)
});