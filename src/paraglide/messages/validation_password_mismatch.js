/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Password_MismatchInputs */

const en_validation_password_mismatch = /** @type {(inputs: Validation_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password must match confirmation`)
};

const ar_validation_password_mismatch = /** @type {(inputs: Validation_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن تتطابق كلمة المرور مع تأكيدها`)
};

/**

* @param {Validation_Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_password_mismatch = /** @type {((inputs?: Validation_Password_MismatchInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Password_MismatchInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_password_mismatch(inputs)
	return en_validation_password_mismatch(inputs)
});