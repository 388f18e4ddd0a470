/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Reset_MinInputs */

const en_validation_reset_min = /** @type {(inputs: Validation_Reset_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password should be 6 characters at least`)
};

const ar_validation_reset_min = /** @type {(inputs: Validation_Reset_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل`)
};

/**

* @param {Validation_Reset_MinInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_reset_min = /** @type {((inputs?: Validation_Reset_MinInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reset_MinInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_reset_min(inputs)
	return en_validation_reset_min(inputs)
});