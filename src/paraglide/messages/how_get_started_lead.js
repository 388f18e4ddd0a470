/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Get_Started_LeadInputs */

const en_how_get_started_lead = /** @type {(inputs: How_Get_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free account today and publish your first open spots this week.`)
};

const ar_how_get_started_lead = /** @type {(inputs: How_Get_Started_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابك المجاني اليوم، وانشر أول أماكنك المتاحة هذا الأسبوع.`)
};

/**

* @param {How_Get_Started_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_get_started_lead = /** @type {((inputs?: How_Get_Started_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Get_Started_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_get_started_lead(inputs)
	return en_how_get_started_lead(inputs)
});