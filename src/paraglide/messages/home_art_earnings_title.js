/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Art_Earnings_TitleInputs */

const en_home_art_earnings_title = /** @type {(inputs: Home_Art_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earnings this week`)
};

const ar_home_art_earnings_title = /** @type {(inputs: Home_Art_Earnings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرباح هذا الأسبوع`)
};

/**

* @param {Home_Art_Earnings_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_art_earnings_title = /** @type {((inputs?: Home_Art_Earnings_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Art_Earnings_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_art_earnings_title(inputs)
	return en_home_art_earnings_title(inputs)
});