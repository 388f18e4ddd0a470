/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Get_Help_LeadInputs */

const en_flow_get_help_lead = /** @type {(inputs: Flow_Get_Help_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still not working?`)
};

const ar_flow_get_help_lead = /** @type {(inputs: Flow_Get_Help_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما زالت المشكلة قائمة؟`)
};

/**

* @param {Flow_Get_Help_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_get_help_lead = /** @type {((inputs?: Flow_Get_Help_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Get_Help_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_get_help_lead(inputs)
	return en_flow_get_help_lead(inputs)
});