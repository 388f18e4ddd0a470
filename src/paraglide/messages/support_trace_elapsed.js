/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Support_Trace_ElapsedInputs */

const en_support_trace_elapsed = /** @type {(inputs: Support_Trace_ElapsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.seconds} s`)
};

const ar_support_trace_elapsed = /** @type {(inputs: Support_Trace_ElapsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.seconds} ث`)
};

/**

* @param {Support_Trace_ElapsedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_elapsed = /** @type {((inputs: Support_Trace_ElapsedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_ElapsedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_elapsed(inputs)
	return en_support_trace_elapsed(inputs)
});