/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Search_HintInputs */

const en_support_search_hint = /** @type {(inputs: Support_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eight letters and digits, as the owner read them out, e.g. ABCD-EFGH.`)
};

const ar_support_search_hint = /** @type {(inputs: Support_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثمانية أحرف وأرقام كما قرأها صاحب النشاط، مثل ABCD-EFGH.`)
};

/**

* @param {Support_Search_HintInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_search_hint = /** @type {((inputs?: Support_Search_HintInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Search_HintInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_search_hint(inputs)
	return en_support_search_hint(inputs)
});