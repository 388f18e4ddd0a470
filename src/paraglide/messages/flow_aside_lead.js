/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Aside_LeadInputs */

const en_flow_aside_lead = /** @type {(inputs: Flow_Aside_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill your classes and open spots with members across Egypt.`)
};

const ar_flow_aside_lead = /** @type {(inputs: Flow_Aside_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`املأ حصصك والأماكن المتاحة لديك بأعضاء من كل أنحاء مصر.`)
};

/**

* @param {Flow_Aside_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_aside_lead = /** @type {((inputs?: Flow_Aside_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Aside_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_aside_lead(inputs)
	return en_flow_aside_lead(inputs)
});