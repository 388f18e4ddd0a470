/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Data_We_Collect_List2_1Inputs */

const en_privacy_data_we_collect_list2_1 = /** @type {(inputs: Privacy_Data_We_Collect_List2_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your device’s IP address;`)
};

const ar_privacy_data_we_collect_list2_1 = /** @type {(inputs: Privacy_Data_We_Collect_List2_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان بروتوكول الإنترنت الخاص بجهازك؛`)
};

/**

* @param {Privacy_Data_We_Collect_List2_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_data_we_collect_list2_1 = /** @type {((inputs?: Privacy_Data_We_Collect_List2_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Data_We_Collect_List2_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_data_we_collect_list2_1(inputs)
	return en_privacy_data_we_collect_list2_1(inputs)
});