/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Earnings_Find_OutInputs */

const en_home_earnings_find_out = /** @type {(inputs: Home_Earnings_Find_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find out`)
};

const ar_home_earnings_find_out = /** @type {(inputs: Home_Earnings_Find_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرف أكثر`)
};

/**

* @param {Home_Earnings_Find_OutInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_earnings_find_out = /** @type {((inputs?: Home_Earnings_Find_OutInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Earnings_Find_OutInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_earnings_find_out(inputs)
	return en_home_earnings_find_out(inputs)
});