/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brand_Business_Product_NameInputs */

const en_brand_business_product_name = /** @type {(inputs: Brand_Business_Product_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen for Business`)
};

const ar_brand_business_product_name = /** @type {(inputs: Brand_Business_Product_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين للأعمال`)
};

/**

* @param {Brand_Business_Product_NameInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const brand_business_product_name = /** @type {((inputs?: Brand_Business_Product_NameInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_Business_Product_NameInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_brand_business_product_name(inputs)
	return en_brand_business_product_name(inputs)
});