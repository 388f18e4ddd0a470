/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_Management_List_5Inputs */

const en_terms_services_management_list_5 = /** @type {(inputs: Terms_Services_Management_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otherwise manage the Services in a manner designed to protect our rights and property and to keep them working properly.`)
};

const ar_terms_services_management_list_5 = /** @type {(inputs: Terms_Services_Management_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الخدمات بأي طريقة أخرى تهدف إلى حماية حقوقنا وممتلكاتنا وضمان حسن عملها.`)
};

/**

* @param {Terms_Services_Management_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_management_list_5 = /** @type {((inputs?: Terms_Services_Management_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_Management_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_management_list_5(inputs)
	return en_terms_services_management_list_5(inputs)
});