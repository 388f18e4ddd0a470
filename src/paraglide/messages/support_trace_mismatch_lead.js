/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Mismatch_LeadInputs */

const en_support_trace_mismatch_lead = /** @type {(inputs: Support_Trace_Mismatch_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s machines do not take this step as the owner’s did, so nothing after it is drawn.`)
};

const ar_support_trace_mismatch_lead = /** @type {(inputs: Support_Trace_Mismatch_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا تتعامل آلات الحالة الحالية مع هذه الخطوة كما حدث لدى صاحب النشاط، لذا لا يظهر شيء بعدها.`)
};

/**

* @param {Support_Trace_Mismatch_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_mismatch_lead = /** @type {((inputs?: Support_Trace_Mismatch_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Mismatch_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_mismatch_lead(inputs)
	return en_support_trace_mismatch_lead(inputs)
});