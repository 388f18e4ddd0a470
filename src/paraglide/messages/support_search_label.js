/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Search_LabelInputs */

const en_support_search_label = /** @type {(inputs: Support_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace reference`)
};

const ar_support_search_label = /** @type {(inputs: Support_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم مرجع السجل`)
};

/**

* @param {Support_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_search_label = /** @type {((inputs?: Support_Search_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Search_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_search_label(inputs)
	return en_support_search_label(inputs)
});