/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_Management_List_3Inputs */

const en_terms_services_management_list_3 = /** @type {(inputs: Terms_Services_Management_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refuse, restrict access to, limit the availability of, or disable any Contribution or part of one;`)
};

const ar_terms_services_management_list_3 = /** @type {(inputs: Terms_Services_Management_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض أي مساهمة أو جزء منها، أو تقييد الوصول إليها، أو الحد من إتاحتها، أو تعطيلها؛`)
};

/**

* @param {Terms_Services_Management_List_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_management_list_3 = /** @type {((inputs?: Terms_Services_Management_List_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_Management_List_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_management_list_3(inputs)
	return en_terms_services_management_list_3(inputs)
});