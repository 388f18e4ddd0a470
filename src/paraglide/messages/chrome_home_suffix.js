/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chrome_Home_SuffixInputs */

const en_chrome_home_suffix = /** @type {(inputs: Chrome_Home_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(home)`)
};

const ar_chrome_home_suffix = /** @type {(inputs: Chrome_Home_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(الصفحة الرئيسية)`)
};

/**

* @param {Chrome_Home_SuffixInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const chrome_home_suffix = /** @type {((inputs?: Chrome_Home_SuffixInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chrome_Home_SuffixInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_chrome_home_suffix(inputs)
	return en_chrome_home_suffix(inputs)
});