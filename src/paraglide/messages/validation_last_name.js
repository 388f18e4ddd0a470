/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Last_NameInputs */

const en_validation_last_name = /** @type {(inputs: Validation_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please enter lastname`)
};

const ar_validation_last_name = /** @type {(inputs: Validation_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال اسم العائلة`)
};

/**

* @param {Validation_Last_NameInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_last_name = /** @type {((inputs?: Validation_Last_NameInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Last_NameInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_last_name(inputs)
	return en_validation_last_name(inputs)
});