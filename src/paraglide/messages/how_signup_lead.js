/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_LeadInputs */

const en_how_signup_lead = /** @type {(inputs: How_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the studios, gyms, spas and salons growing with Tamreen across Egypt.`)
};

const ar_how_signup_lead = /** @type {(inputs: How_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انضم إلى الاستوديوهات وصالات الجيم والسبا والصالونات التي تنمو مع تمرين في كل أنحاء مصر.`)
};

/**

* @param {How_Signup_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_lead = /** @type {((inputs?: How_Signup_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_lead(inputs)
	return en_how_signup_lead(inputs)
});