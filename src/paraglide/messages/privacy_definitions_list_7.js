/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Definitions_List_7Inputs */

const en_privacy_definitions_list_7 = /** @type {(inputs: Privacy_Definitions_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"You" means the person using the Service, or the business on whose behalf that person uses it.`)
};

const ar_privacy_definitions_list_7 = /** @type {(inputs: Privacy_Definitions_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«أنت»: الشخص الذي يستخدم الخدمة، أو النشاط التجاري الذي يستخدمها ذلك الشخص نيابةً عنه.`)
};

/**

* @param {Privacy_Definitions_List_7Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_definitions_list_7 = /** @type {((inputs?: Privacy_Definitions_List_7Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Definitions_List_7Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_definitions_list_7(inputs)
	return en_privacy_definitions_list_7(inputs)
});