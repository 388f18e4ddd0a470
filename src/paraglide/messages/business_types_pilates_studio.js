/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Business_Types_Pilates_StudioInputs */

const en_business_types_pilates_studio = /** @type {(inputs: Business_Types_Pilates_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilates studio`)
};

const ar_business_types_pilates_studio = /** @type {(inputs: Business_Types_Pilates_StudioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديو بيلاتس`)
};

/**

* @param {Business_Types_Pilates_StudioInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const business_types_pilates_studio = /** @type {((inputs?: Business_Types_Pilates_StudioInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Business_Types_Pilates_StudioInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_business_types_pilates_studio(inputs)
	return en_business_types_pilates_studio(inputs)
});