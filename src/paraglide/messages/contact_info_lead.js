/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ businessProductName: NonNullable<unknown> }} Contact_Info_LeadInputs */

const en_contact_info_lead = /** @type {(inputs: Contact_Info_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.businessProductName} is run from Cairo, Egypt.`)
};

const ar_contact_info_lead = /** @type {(inputs: Contact_Info_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُدار ${i?.businessProductName} من القاهرة، مصر.`)
};

/**

* @param {Contact_Info_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_info_lead = /** @type {((inputs: Contact_Info_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_info_lead(inputs)
	return en_contact_info_lead(inputs)
});