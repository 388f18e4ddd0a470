/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ companyPhone: NonNullable<unknown> }} Terms_Contact_Us_List_4Inputs */

const en_terms_contact_us_list_4 = /** @type {(inputs: Terms_Contact_Us_List_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.companyPhone}`)
};

const ar_terms_contact_us_list_4 = /** @type {(inputs: Terms_Contact_Us_List_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الهاتف: ${i?.companyPhone}`)
};

/**

* @param {Terms_Contact_Us_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_contact_us_list_4 = /** @type {((inputs: Terms_Contact_Us_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_Us_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_contact_us_list_4(inputs)
	return en_terms_contact_us_list_4(inputs)
});