/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Search_Not_FoundInputs */

const en_support_search_not_found = /** @type {(inputs: Support_Search_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trace with this reference.`)
};

const ar_support_search_not_found = /** @type {(inputs: Support_Search_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد سجل بهذا الرقم المرجعي.`)
};

/**

* @param {Support_Search_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_search_not_found = /** @type {((inputs?: Support_Search_Not_FoundInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Search_Not_FoundInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_search_not_found(inputs)
	return en_support_search_not_found(inputs)
});