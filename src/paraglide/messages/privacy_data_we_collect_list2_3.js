/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Data_We_Collect_List2_3Inputs */

const en_privacy_data_we_collect_list2_3 = /** @type {(inputs: Privacy_Data_We_Collect_List2_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the pages of the Service you visit and the time and date of your visit;`)
};

const ar_privacy_data_we_collect_list2_3 = /** @type {(inputs: Privacy_Data_We_Collect_List2_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات الخدمة التي تزورها، ووقت زيارتك وتاريخها؛`)
};

/**

* @param {Privacy_Data_We_Collect_List2_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_data_we_collect_list2_3 = /** @type {((inputs?: Privacy_Data_We_Collect_List2_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Data_We_Collect_List2_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_data_we_collect_list2_3(inputs)
	return en_privacy_data_we_collect_list2_3(inputs)
});