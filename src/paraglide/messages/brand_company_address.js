/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ street: NonNullable<unknown>, locality: NonNullable<unknown> }} Brand_Company_AddressInputs */

const en_brand_company_address = /** @type {(inputs: Brand_Company_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.street}, ${i?.locality}, Egypt`)
};

const ar_brand_company_address = /** @type {(inputs: Brand_Company_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.street}، ${i?.locality}، مصر`)
};

/**

* @param {Brand_Company_AddressInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const brand_company_address = /** @type {((inputs: Brand_Company_AddressInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_Company_AddressInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_brand_company_address(inputs)
	return en_brand_company_address(inputs)
});