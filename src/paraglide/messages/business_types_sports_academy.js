/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Business_Types_Sports_AcademyInputs */

const en_business_types_sports_academy = /** @type {(inputs: Business_Types_Sports_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports academy`)
};

const ar_business_types_sports_academy = /** @type {(inputs: Business_Types_Sports_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكاديمية رياضية`)
};

/**

* @param {Business_Types_Sports_AcademyInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const business_types_sports_academy = /** @type {((inputs?: Business_Types_Sports_AcademyInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Business_Types_Sports_AcademyInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_business_types_sports_academy(inputs)
	return en_business_types_sports_academy(inputs)
});