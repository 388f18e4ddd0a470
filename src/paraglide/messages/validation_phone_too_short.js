/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Phone_Too_ShortInputs */

const en_validation_phone_too_short = /** @type {(inputs: Validation_Phone_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please enter your phone number`)
};

const ar_validation_phone_too_short = /** @type {(inputs: Validation_Phone_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجب أن يتكون رقم الهاتف من ١٠ أرقام على الأقل`)
};

/**

* @param {Validation_Phone_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_phone_too_short = /** @type {((inputs?: Validation_Phone_Too_ShortInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_Too_ShortInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_phone_too_short(inputs)
	return en_validation_phone_too_short(inputs)
});