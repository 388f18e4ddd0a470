/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Business_Types_Outdoor_ClassesInputs */

const en_business_types_outdoor_classes = /** @type {(inputs: Business_Types_Outdoor_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outdoor classes`)
};

const ar_business_types_outdoor_classes = /** @type {(inputs: Business_Types_Outdoor_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص في الهواء الطلق`)
};

/**

* @param {Business_Types_Outdoor_ClassesInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const business_types_outdoor_classes = /** @type {((inputs?: Business_Types_Outdoor_ClassesInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Business_Types_Outdoor_ClassesInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_business_types_outdoor_classes(inputs)
	return en_business_types_outdoor_classes(inputs)
});