/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Generated_Contributions_List_1Inputs */

const en_terms_user_generated_contributions_list_1 = /** @type {(inputs: Terms_User_Generated_Contributions_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you own it, or have the rights and permissions needed to post it and to let us use it as these terms describe;`)
};

const ar_terms_user_generated_contributions_list_1 = /** @type {(inputs: Terms_User_Generated_Contributions_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك تملكها، أو لديك الحقوق والأذونات اللازمة لنشرها ولتمكيننا من استخدامها على النحو المبين في هذه الشروط؛`)
};

/**

* @param {Terms_User_Generated_Contributions_List_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_generated_contributions_list_1 = /** @type {((inputs?: Terms_User_Generated_Contributions_List_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Generated_Contributions_List_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_generated_contributions_list_1(inputs)
	return en_terms_user_generated_contributions_list_1(inputs)
});