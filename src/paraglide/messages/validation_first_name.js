/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_First_NameInputs */

const en_validation_first_name = /** @type {(inputs: Validation_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please enter firstnamt`)
};

const ar_validation_first_name = /** @type {(inputs: Validation_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال اسمك الأول`)
};

/**

* @param {Validation_First_NameInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_first_name = /** @type {((inputs?: Validation_First_NameInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_First_NameInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_first_name(inputs)
	return en_validation_first_name(inputs)
});