/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Definitions_List_6Inputs */

const en_privacy_definitions_list_6 = /** @type {(inputs: Privacy_Definitions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Device" means any device that can access the Service, such as a computer, phone or tablet.`)
};

const ar_privacy_definitions_list_6 = /** @type {(inputs: Privacy_Definitions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الجهاز»: أي جهاز يمكنه الوصول إلى الخدمة، مثل الكمبيوتر أو الهاتف أو الجهاز اللوحي.`)
};

/**

* @param {Privacy_Definitions_List_6Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_definitions_list_6 = /** @type {((inputs?: Privacy_Definitions_List_6Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Definitions_List_6Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_definitions_list_6(inputs)
	return en_privacy_definitions_list_6(inputs)
});