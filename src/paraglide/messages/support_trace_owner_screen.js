/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Support_Trace_Owner_ScreenInputs */

const en_support_trace_owner_screen = /** @type {(inputs: Support_Trace_Owner_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Owner's screen at step ${i?.step}`)
};

const ar_support_trace_owner_screen = /** @type {(inputs: Support_Trace_Owner_ScreenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شاشة صاحب النشاط في الخطوة ${i?.step}`)
};

/**

* @param {Support_Trace_Owner_ScreenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_owner_screen = /** @type {((inputs: Support_Trace_Owner_ScreenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Owner_ScreenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_owner_screen(inputs)
	return en_support_trace_owner_screen(inputs)
});