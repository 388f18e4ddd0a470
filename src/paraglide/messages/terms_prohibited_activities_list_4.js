/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_4Inputs */

const en_terms_prohibited_activities_list_4 = /** @type {(inputs: Terms_Prohibited_Activities_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`harass, abuse or harm another person, or use information obtained from the Services to do so;`)
};

const ar_terms_prohibited_activities_list_4 = /** @type {(inputs: Terms_Prohibited_Activities_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مضايقة شخص آخر أو الإساءة إليه أو إلحاق الضرر به، أو استخدام معلومات تم الحصول عليها من الخدمات لهذا الغرض؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_4 = /** @type {((inputs?: Terms_Prohibited_Activities_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_4(inputs)
	return en_terms_prohibited_activities_list_4(inputs)
});