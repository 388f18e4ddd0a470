/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_7Inputs */

const en_terms_prohibited_activities_list_7 = /** @type {(inputs: Terms_Prohibited_Activities_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impersonate another user or person, or use the username of another user;`)
};

const ar_terms_prohibited_activities_list_7 = /** @type {(inputs: Terms_Prohibited_Activities_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال شخصية مستخدم أو شخص آخر، أو استخدام اسم المستخدم الخاص بمستخدم آخر؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_7Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_7 = /** @type {((inputs?: Terms_Prohibited_Activities_List_7Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_7Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_7(inputs)
	return en_terms_prohibited_activities_list_7(inputs)
});