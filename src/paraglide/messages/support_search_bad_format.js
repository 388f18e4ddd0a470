/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Search_Bad_FormatInputs */

const en_support_search_bad_format = /** @type {(inputs: Support_Search_Bad_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reference has 8 letters and digits in two groups, like ABCD-EFGH (no 0, O, 1, I, L or U).`)
};

const ar_support_search_bad_format = /** @type {(inputs: Support_Search_Bad_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتكون رقم المرجع من 8 أحرف وأرقام في مجموعتين، مثل ABCD-EFGH (دون 0 أو O أو 1 أو I أو L أو U).`)
};

/**

* @param {Support_Search_Bad_FormatInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_search_bad_format = /** @type {((inputs?: Support_Search_Bad_FormatInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Search_Bad_FormatInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_search_bad_format(inputs)
	return en_support_search_bad_format(inputs)
});