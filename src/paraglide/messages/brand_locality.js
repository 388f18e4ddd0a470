/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brand_LocalityInputs */

const en_brand_locality = /** @type {(inputs: Brand_LocalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cairo`)
};

const ar_brand_locality = /** @type {(inputs: Brand_LocalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القاهرة`)
};

/**

* @param {Brand_LocalityInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const brand_locality = /** @type {((inputs?: Brand_LocalityInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_LocalityInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_brand_locality(inputs)
	return en_brand_locality(inputs)
});