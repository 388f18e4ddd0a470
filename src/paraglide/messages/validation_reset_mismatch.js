/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Reset_MismatchInputs */

const en_validation_reset_mismatch = /** @type {(inputs: Validation_Reset_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password is not match`)
};

const ar_validation_reset_mismatch = /** @type {(inputs: Validation_Reset_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمتا المرور غير متطابقتين`)
};

/**

* @param {Validation_Reset_MismatchInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_reset_mismatch = /** @type {((inputs?: Validation_Reset_MismatchInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Reset_MismatchInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_reset_mismatch(inputs)
	return en_validation_reset_mismatch(inputs)
});