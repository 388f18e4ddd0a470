/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Services_LeadInputs */

const en_about_services_lead = /** @type {(inputs: About_Services_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything a wellness business needs to be found, booked and paid.`)
};

const ar_about_services_lead = /** @type {(inputs: About_Services_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل ما يحتاجه نشاطك في مجال العناية بالصحة ليصل إليه العملاء ويحجزوا ويدفعوا.`)
};

/**

* @param {About_Services_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_services_lead = /** @type {((inputs?: About_Services_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Services_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_services_lead(inputs)
	return en_about_services_lead(inputs)
});