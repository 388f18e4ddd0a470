/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chrome_Nav_FooterInputs */

const en_chrome_nav_footer = /** @type {(inputs: Chrome_Nav_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const ar_chrome_nav_footer = /** @type {(inputs: Chrome_Nav_FooterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تذييل الصفحة`)
};

/**

* @param {Chrome_Nav_FooterInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const chrome_nav_footer = /** @type {((inputs?: Chrome_Nav_FooterInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chrome_Nav_FooterInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_chrome_nav_footer(inputs)
	return en_chrome_nav_footer(inputs)
});