/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Generated_Contributions_List_6Inputs */

const en_terms_user_generated_contributions_list_6 = /** @type {(inputs: Terms_User_Generated_Contributions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it does not include material that exploits or endangers anyone under the age of 18.`)
};

const ar_terms_user_generated_contributions_list_6 = /** @type {(inputs: Terms_User_Generated_Contributions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها لا تتضمن مواد تستغل أي شخص دون سن ١٨ عامًا أو تُعرّضه للخطر.`)
};

/**

* @param {Terms_User_Generated_Contributions_List_6Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_generated_contributions_list_6 = /** @type {((inputs?: Terms_User_Generated_Contributions_List_6Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Generated_Contributions_List_6Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_generated_contributions_list_6(inputs)
	return en_terms_user_generated_contributions_list_6(inputs)
});