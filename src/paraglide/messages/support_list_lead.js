/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_List_LeadInputs */

const en_support_list_lead = /** @type {(inputs: Support_List_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traces owners sent with a contact message, newest first.`)
};

const ar_support_list_lead = /** @type {(inputs: Support_List_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السجلات التي أرسلها أصحاب الأنشطة مع رسائل التواصل، الأحدث أولًا.`)
};

/**

* @param {Support_List_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_list_lead = /** @type {((inputs?: Support_List_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_List_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_list_lead(inputs)
	return en_support_list_lead(inputs)
});