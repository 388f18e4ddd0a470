/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Diagram_TakenInputs */

const en_support_trace_diagram_taken = /** @type {(inputs: Support_Trace_Diagram_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`just taken`)
};

const ar_support_trace_diagram_taken = /** @type {(inputs: Support_Trace_Diagram_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمّ للتو`)
};

/**

* @param {Support_Trace_Diagram_TakenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_diagram_taken = /** @type {((inputs?: Support_Trace_Diagram_TakenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Diagram_TakenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_diagram_taken(inputs)
	return en_support_trace_diagram_taken(inputs)
});