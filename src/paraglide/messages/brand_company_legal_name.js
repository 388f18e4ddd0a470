/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Brand_Company_Legal_NameInputs */

const en_brand_company_legal_name = /** @type {(inputs: Brand_Company_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen Technologies S.A.E.`)
};

const ar_brand_company_legal_name = /** @type {(inputs: Brand_Company_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شركة تمرين للتكنولوجيا ش.م.م`)
};

/**

* @param {Brand_Company_Legal_NameInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const brand_company_legal_name = /** @type {((inputs?: Brand_Company_Legal_NameInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Brand_Company_Legal_NameInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_brand_company_legal_name(inputs)
	return en_brand_company_legal_name(inputs)
});