/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_2Inputs */

const en_terms_prohibited_activities_list_2 = /** @type {(inputs: Terms_Prohibited_Activities_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trick, defraud or mislead us or other users, in particular to learn sensitive account information such as passwords;`)
};

const ar_terms_prohibited_activities_list_2 = /** @type {(inputs: Terms_Prohibited_Activities_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خداعنا أو خداع المستخدمين الآخرين أو الاحتيال علينا أو عليهم أو تضليلنا أو تضليلهم، ولا سيما بهدف الحصول على معلومات حساسة خاصة بالحسابات مثل كلمات المرور؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_2 = /** @type {((inputs?: Terms_Prohibited_Activities_List_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_2(inputs)
	return en_terms_prohibited_activities_list_2(inputs)
});