/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_6Inputs */

const en_terms_prohibited_activities_list_6 = /** @type {(inputs: Terms_Prohibited_Activities_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use any automated system, such as a bot, scraper or offline reader, to access the Services;`)
};

const ar_terms_prohibited_activities_list_6 = /** @type {(inputs: Terms_Prohibited_Activities_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدام أي نظام آلي، مثل برامج الروبوت أو أدوات استخراج البيانات أو برامج القراءة دون اتصال، للوصول إلى الخدمات؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_6Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_6 = /** @type {((inputs?: Terms_Prohibited_Activities_List_6Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_6Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_6(inputs)
	return en_terms_prohibited_activities_list_6(inputs)
});