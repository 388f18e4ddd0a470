/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Representations_List_5Inputs */

const en_terms_user_representations_list_5 = /** @type {(inputs: Terms_User_Representations_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you will not use the Services for any illegal or unauthorised purpose, and your use will not violate any applicable law or regulation.`)
};

const ar_terms_user_representations_list_5 = /** @type {(inputs: Terms_User_Representations_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لن تستخدم الخدمات لأي غرض غير قانوني أو غير مصرح به، وأن استخدامك لها لن يخالف أي قانون أو لائحة سارية.`)
};

/**

* @param {Terms_User_Representations_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_representations_list_5 = /** @type {((inputs?: Terms_User_Representations_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Representations_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_representations_list_5(inputs)
	return en_terms_user_representations_list_5(inputs)
});