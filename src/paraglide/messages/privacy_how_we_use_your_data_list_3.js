/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_3Inputs */

const en_privacy_how_we_use_your_data_list_3 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`perform our contract with you, including your subscription;`)
};

const ar_privacy_how_we_use_your_data_list_3 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنفيذ تعاقدنا معك، بما في ذلك اشتراكك؛`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_List_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_list_3 = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_List_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_List_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_list_3(inputs)
	return en_privacy_how_we_use_your_data_list_3(inputs)
});