/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Definitions_List_5Inputs */

const en_privacy_definitions_list_5 = /** @type {(inputs: Privacy_Definitions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Usage data" means data collected automatically when you use the Service, such as how long you spend on a page.`)
};

const ar_privacy_definitions_list_5 = /** @type {(inputs: Privacy_Definitions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«بيانات الاستخدام»: البيانات التي تُجمع تلقائيًا عند استخدامك للخدمة، مثل المدة التي تقضيها في إحدى الصفحات.`)
};

/**

* @param {Privacy_Definitions_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_definitions_list_5 = /** @type {((inputs?: Privacy_Definitions_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Definitions_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_definitions_list_5(inputs)
	return en_privacy_definitions_list_5(inputs)
});