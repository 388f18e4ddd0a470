/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Blank_ScreenInputs */

const en_support_trace_blank_screen = /** @type {(inputs: Support_Trace_Blank_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing of this flow was on screen.`)
};

const ar_support_trace_blank_screen = /** @type {(inputs: Support_Trace_Blank_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يظهر شيء من هذه الخطوات على الشاشة.`)
};

/**

* @param {Support_Trace_Blank_ScreenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_blank_screen = /** @type {((inputs?: Support_Trace_Blank_ScreenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Blank_ScreenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_blank_screen(inputs)
	return en_support_trace_blank_screen(inputs)
});