/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_4Inputs */

const en_privacy_how_we_use_your_data_list_4 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact you by email, phone or in-app notifications about your account, bookings, updates and security;`)
};

const ar_privacy_how_we_use_your_data_list_4 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التواصل معك عبر البريد الإلكتروني أو الهاتف أو إشعارات التطبيق بشأن حسابك وحجوزاتك والتحديثات والأمان؛`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_list_4 = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_list_4(inputs)
	return en_privacy_how_we_use_your_data_list_4(inputs)
});