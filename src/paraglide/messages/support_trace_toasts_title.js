/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Toasts_TitleInputs */

const en_support_trace_toasts_title = /** @type {(inputs: Support_Trace_Toasts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages on screen`)
};

const ar_support_trace_toasts_title = /** @type {(inputs: Support_Trace_Toasts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرسائل على الشاشة`)
};

/**

* @param {Support_Trace_Toasts_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_toasts_title = /** @type {((inputs?: Support_Trace_Toasts_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Toasts_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_toasts_title(inputs)
	return en_support_trace_toasts_title(inputs)
});