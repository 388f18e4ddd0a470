/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Search_FailedInputs */

const en_support_search_failed = /** @type {(inputs: Support_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not open this trace. Please try again.`)
};

const ar_support_search_failed = /** @type {(inputs: Support_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر فتح هذا السجل. الرجاء المحاولة مرة أخرى.`)
};

/**

* @param {Support_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_search_failed = /** @type {((inputs?: Support_Search_FailedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Search_FailedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_search_failed(inputs)
	return en_support_search_failed(inputs)
});