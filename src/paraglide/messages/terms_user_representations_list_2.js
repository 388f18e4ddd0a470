/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Representations_List_2Inputs */

const en_terms_user_representations_list_2 = /** @type {(inputs: Terms_User_Representations_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you have the legal capacity to agree to these terms and you will comply with them;`)
};

const ar_terms_user_representations_list_2 = /** @type {(inputs: Terms_User_Representations_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك تتمتع بالأهلية القانونية للموافقة على هذه الشروط، وأنك ستلتزم بها؛`)
};

/**

* @param {Terms_User_Representations_List_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_representations_list_2 = /** @type {((inputs?: Terms_User_Representations_List_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Representations_List_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_representations_list_2(inputs)
	return en_terms_user_representations_list_2(inputs)
});