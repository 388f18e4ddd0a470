/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Data_We_Collect_List_5Inputs */

const en_privacy_data_we_collect_list_5 = /** @type {(inputs: Privacy_Data_We_Collect_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your business name, business type and website, when you register a business account.`)
};

const ar_privacy_data_we_collect_list_5 = /** @type {(inputs: Privacy_Data_We_Collect_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم نشاطك التجاري ونوعه وموقعه الإلكتروني، عند تسجيل حساب أعمال.`)
};

/**

* @param {Privacy_Data_We_Collect_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_data_we_collect_list_5 = /** @type {((inputs?: Privacy_Data_We_Collect_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Data_We_Collect_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_data_we_collect_list_5(inputs)
	return en_privacy_data_we_collect_list_5(inputs)
});