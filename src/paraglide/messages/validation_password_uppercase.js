/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_UppercaseInputs */

const en_validation_password_uppercase = /** @type {(inputs: Validation_Password_UppercaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password must contain an uppercase letter`)
};

const ar_validation_password_uppercase = /** @type {(inputs: Validation_Password_UppercaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير`)
};

/**

* @param {Validation_Password_UppercaseInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_password_uppercase = /** @type {((inputs?: Validation_Password_UppercaseInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_UppercaseInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_password_uppercase(inputs)
	return en_validation_password_uppercase(inputs)
});