/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_Management_List_2Inputs */

const en_terms_services_management_list_2 = /** @type {(inputs: Terms_Services_Management_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edit, redact or otherwise change any Contribution, re-categorize Contributions to place them in more appropriate locations, and pre-screen or remove any Contribution at any time and for any reason, without notice;`)
};

const ar_terms_services_management_list_2 = /** @type {(inputs: Terms_Services_Management_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحرير أي مساهمة أو حجب أجزاء منها أو تغييرها بأي شكل آخر، وإعادة تصنيف المساهمات لوضعها في أماكن أكثر ملاءمة، وفحص أي مساهمة مسبقًا أو حذفها في أي وقت ولأي سبب، دون إشعار؛`)
};

/**

* @param {Terms_Services_Management_List_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_management_list_2 = /** @type {((inputs?: Terms_Services_Management_List_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_Management_List_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_management_list_2(inputs)
	return en_terms_services_management_list_2(inputs)
});