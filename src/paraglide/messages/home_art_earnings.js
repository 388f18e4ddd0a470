/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Art_EarningsInputs */

const en_home_art_earnings = /** @type {(inputs: Home_Art_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EGP 12,450`)
};

const ar_home_art_earnings = /** @type {(inputs: Home_Art_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`١٢٬٤٥٠ ج.م`)
};

/**

* @param {Home_Art_EarningsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_art_earnings = /** @type {((inputs?: Home_Art_EarningsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Art_EarningsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_art_earnings(inputs)
	return en_home_art_earnings(inputs)
});