/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Tabs_BusinessesInputs */

const en_how_tabs_businesses = /** @type {(inputs: How_Tabs_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For businesses`)
};

const ar_how_tabs_businesses = /** @type {(inputs: How_Tabs_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأنشطة التجارية`)
};

/**

* @param {How_Tabs_BusinessesInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_tabs_businesses = /** @type {((inputs?: How_Tabs_BusinessesInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Tabs_BusinessesInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_tabs_businesses(inputs)
	return en_how_tabs_businesses(inputs)
});