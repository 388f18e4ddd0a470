/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_List_5Inputs */

const en_terms_prohibited_activities_list_5 = /** @type {(inputs: Terms_Prohibited_Activities_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upload or transmit viruses or other material that interferes with anyone’s use of the Services;`)
};

const ar_terms_prohibited_activities_list_5 = /** @type {(inputs: Terms_Prohibited_Activities_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع أو نقل فيروسات أو غيرها من المواد التي تعيق استخدام أي شخص للخدمات؛`)
};

/**

* @param {Terms_Prohibited_Activities_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_list_5 = /** @type {((inputs?: Terms_Prohibited_Activities_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_list_5(inputs)
	return en_terms_prohibited_activities_list_5(inputs)
});