/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brand_Street_AddressInputs */

const en_brand_street_address = /** @type {(inputs: Brand_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`26 July Street, Zamalek`)
};

const ar_brand_street_address = /** @type {(inputs: Brand_Street_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شارع ٢٦ يوليو، الزمالك`)
};

/**

* @param {Brand_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const brand_street_address = /** @type {((inputs?: Brand_Street_AddressInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_Street_AddressInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_brand_street_address(inputs)
	return en_brand_street_address(inputs)
});