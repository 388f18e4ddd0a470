/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_No_ToastsInputs */

const en_support_trace_no_toasts = /** @type {(inputs: Support_Trace_No_ToastsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages on screen.`)
};

const ar_support_trace_no_toasts = /** @type {(inputs: Support_Trace_No_ToastsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد رسائل على الشاشة.`)
};

/**

* @param {Support_Trace_No_ToastsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_no_toasts = /** @type {((inputs?: Support_Trace_No_ToastsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_No_ToastsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_no_toasts(inputs)
	return en_support_trace_no_toasts(inputs)
});