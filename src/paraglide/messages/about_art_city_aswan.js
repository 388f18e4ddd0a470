/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Art_City_AswanInputs */

const en_about_art_city_aswan = /** @type {(inputs: About_Art_City_AswanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aswan`)
};

const ar_about_art_city_aswan = /** @type {(inputs: About_Art_City_AswanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أسوان`)
};

/**

* @param {About_Art_City_AswanInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_art_city_aswan = /** @type {((inputs?: About_Art_City_AswanInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Art_City_AswanInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_art_city_aswan(inputs)
	return en_about_art_city_aswan(inputs)
});