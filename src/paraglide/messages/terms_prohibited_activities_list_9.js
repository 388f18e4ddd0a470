/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_9Inputs */

const en_terms_prohibited_activities_list_9 = /** @type {(inputs: Terms_Prohibited_Activities_List_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sell or otherwise transfer your profile;`)
};

const ar_terms_prohibited_activities_list_9 = /** @type {(inputs: Terms_Prohibited_Activities_List_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيع ملفك الشخصي أو نقله إلى الغير بأي طريقة أخرى؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_9Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_9 = /** @type {((inputs?: Terms_Prohibited_Activities_List_9Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_9Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_9(inputs)
	return en_terms_prohibited_activities_list_9(inputs)
});