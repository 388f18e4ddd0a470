/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Support_Trace_TitleInputs */

const en_support_trace_title = /** @type {(inputs: Support_Trace_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trace ${i?.reference}`)
};

const ar_support_trace_title = /** @type {(inputs: Support_Trace_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السجل ${i?.reference}`)
};

/**

* @param {Support_Trace_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_title = /** @type {((inputs: Support_Trace_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_title(inputs)
	return en_support_trace_title(inputs)
});