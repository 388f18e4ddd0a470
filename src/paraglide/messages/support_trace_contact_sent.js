/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Contact_SentInputs */

const en_support_trace_contact_sent = /** @type {(inputs: Support_Trace_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message sent.`)
};

const ar_support_trace_contact_sent = /** @type {(inputs: Support_Trace_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إرسال الرسالة.`)
};

/**

* @param {Support_Trace_Contact_SentInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_contact_sent = /** @type {((inputs?: Support_Trace_Contact_SentInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Contact_SentInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_contact_sent(inputs)
	return en_support_trace_contact_sent(inputs)
});