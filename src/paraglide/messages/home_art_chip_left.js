/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Art_Chip_LeftInputs */

const en_home_art_chip_left = /** @type {(inputs: Home_Art_Chip_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 left`)
};

const ar_home_art_chip_left = /** @type {(inputs: Home_Art_Chip_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متبقٍ ٣`)
};

/**

* @param {Home_Art_Chip_LeftInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_art_chip_left = /** @type {((inputs?: Home_Art_Chip_LeftInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Art_Chip_LeftInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_art_chip_left(inputs)
	return en_home_art_chip_left(inputs)
});