/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Data_We_Collect_List_4Inputs */

const en_privacy_data_we_collect_list_4 = /** @type {(inputs: Privacy_Data_We_Collect_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address details: state, province, postal code and city;`)
};

const ar_privacy_data_we_collect_list_4 = /** @type {(inputs: Privacy_Data_We_Collect_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيانات العنوان: الولاية، والمحافظة، والرمز البريدي، والمدينة؛`)
};

/**

* @param {Privacy_Data_We_Collect_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_data_we_collect_list_4 = /** @type {((inputs?: Privacy_Data_We_Collect_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Data_We_Collect_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_data_we_collect_list_4(inputs)
	return en_privacy_data_we_collect_list_4(inputs)
});