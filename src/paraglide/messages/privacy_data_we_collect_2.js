/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Data_We_Collect_2Inputs */

const en_privacy_data_we_collect_2 = /** @type {(inputs: Privacy_Data_We_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` When you use the Service, we automatically collect usage data, including:`)
};

const ar_privacy_data_we_collect_2 = /** @type {(inputs: Privacy_Data_We_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` عند استخدامك للخدمة، نجمع بيانات الاستخدام تلقائيًا، ومنها:`)
};

/**

* @param {Privacy_Data_We_Collect_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_data_we_collect_2 = /** @type {((inputs?: Privacy_Data_We_Collect_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Data_We_Collect_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_data_we_collect_2(inputs)
	return en_privacy_data_we_collect_2(inputs)
});