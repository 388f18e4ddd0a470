/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_5Inputs */

const en_privacy_how_we_use_your_data_list_5 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`answer your requests, such as messages sent through our contact form;`)
};

const ar_privacy_how_we_use_your_data_list_5 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرد على طلباتك، مثل الرسائل المرسلة من خلال نموذج التواصل الخاص بنا؛`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_list_5 = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_list_5(inputs)
	return en_privacy_how_we_use_your_data_list_5(inputs)
});