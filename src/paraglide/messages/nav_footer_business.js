/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Footer_BusinessInputs */

const en_nav_footer_business = /** @type {(inputs: Nav_Footer_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For business`)
};

const ar_nav_footer_business = /** @type {(inputs: Nav_Footer_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأعمال`)
};

/**

* @param {Nav_Footer_BusinessInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_footer_business = /** @type {((inputs?: Nav_Footer_BusinessInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Footer_BusinessInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_footer_business(inputs)
	return en_nav_footer_business(inputs)
});