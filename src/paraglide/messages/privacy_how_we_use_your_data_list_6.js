/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_6Inputs */

const en_privacy_how_we_use_your_data_list_6 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`analyse usage trends to improve the Service, our marketing and your experience.`)
};

const ar_privacy_how_we_use_your_data_list_6 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحليل اتجاهات الاستخدام لتحسين الخدمة وأنشطتنا التسويقية وتجربتك.`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_List_6Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_list_6 = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_List_6Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_List_6Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_list_6(inputs)
	return en_privacy_how_we_use_your_data_list_6(inputs)
});