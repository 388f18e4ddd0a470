/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_1_LeadInputs */

const en_terms_subscriptions_1_lead = /** @type {(inputs: Terms_Subscriptions_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing and renewal.`)
};

const ar_terms_subscriptions_1_lead = /** @type {(inputs: Terms_Subscriptions_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة والتجديد.`)
};

/**

* @param {Terms_Subscriptions_1_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_1_lead = /** @type {((inputs?: Terms_Subscriptions_1_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_1_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_1_lead(inputs)
	return en_terms_subscriptions_1_lead(inputs)
});