/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Phone_Not_MobileInputs */

const en_validation_phone_not_mobile = /** @type {(inputs: Validation_Phone_Not_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid Egyptian mobile number, e.g. 010 0123 4567`)
};

const ar_validation_phone_not_mobile = /** @type {(inputs: Validation_Phone_Not_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال رقم هاتف محمول مصري صحيح، مثل ⁦010 0123 4567⁩`)
};

/**

* @param {Validation_Phone_Not_MobileInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_phone_not_mobile = /** @type {((inputs?: Validation_Phone_Not_MobileInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Phone_Not_MobileInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_phone_not_mobile(inputs)
	return en_validation_phone_not_mobile(inputs)
});