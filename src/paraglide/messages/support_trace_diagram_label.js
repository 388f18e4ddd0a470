/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ machine: NonNullable<unknown>, state: NonNullable<unknown> }} Support_Trace_Diagram_LabelInputs */

const en_support_trace_diagram_label = /** @type {(inputs: Support_Trace_Diagram_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.machine} machine, now in ${i?.state}`)
};

const ar_support_trace_diagram_label = /** @type {(inputs: Support_Trace_Diagram_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الآلة ${i?.machine}، الآن في الحالة ${i?.state}`)
};

/**

* @param {Support_Trace_Diagram_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_diagram_label = /** @type {((inputs: Support_Trace_Diagram_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Diagram_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_diagram_label(inputs)
	return en_support_trace_diagram_label(inputs)
});