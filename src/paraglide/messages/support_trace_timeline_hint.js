/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Timeline_HintInputs */

const en_support_trace_timeline_hint = /** @type {(inputs: Support_Trace_Timeline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the arrow keys, Home and End to move between steps.`)
};

const ar_support_trace_timeline_hint = /** @type {(inputs: Support_Trace_Timeline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم مفاتيح الأسهم وHome وEnd للتنقل بين الخطوات.`)
};

/**

* @param {Support_Trace_Timeline_HintInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_timeline_hint = /** @type {((inputs?: Support_Trace_Timeline_HintInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Timeline_HintInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_timeline_hint(inputs)
	return en_support_trace_timeline_hint(inputs)
});