/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Business_TypeInputs */

const en_validation_business_type = /** @type {(inputs: Validation_Business_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please enter your business type`)
};

const ar_validation_business_type = /** @type {(inputs: Validation_Business_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء اختيار نوع نشاطك التجاري`)
};

/**

* @param {Validation_Business_TypeInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_business_type = /** @type {((inputs?: Validation_Business_TypeInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Business_TypeInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_business_type(inputs)
	return en_validation_business_type(inputs)
});