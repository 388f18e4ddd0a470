/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_1Inputs */

const en_terms_prohibited_activities_list_1 = /** @type {(inputs: Terms_Prohibited_Activities_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`systematically retrieve data or other content from the Services to build a collection, database or directory without our written permission;`)
};

const ar_terms_prohibited_activities_list_1 = /** @type {(inputs: Terms_Prohibited_Activities_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخراج البيانات أو غيرها من المحتوى من الخدمات بصورة منهجية لإنشاء مجموعة أو قاعدة بيانات أو دليل دون إذن كتابي منا؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_1 = /** @type {((inputs?: Terms_Prohibited_Activities_List_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_1(inputs)
	return en_terms_prohibited_activities_list_1(inputs)
});