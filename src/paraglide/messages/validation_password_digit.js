/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_DigitInputs */

const en_validation_password_digit = /** @type {(inputs: Validation_Password_DigitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password must contain a digit`)
};

const ar_validation_password_digit = /** @type {(inputs: Validation_Password_DigitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن تحتوي كلمة المرور على رقم واحد على الأقل`)
};

/**

* @param {Validation_Password_DigitInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_password_digit = /** @type {((inputs?: Validation_Password_DigitInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_DigitInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_password_digit(inputs)
	return en_validation_password_digit(inputs)
});