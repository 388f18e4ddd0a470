/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_LeadInputs */

const en_contact_lead = /** @type {(inputs: Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about listing your studio, gym, spa or classes on Tamreen? Send us a message and our team in Cairo will get back to you by email.`)
};

const ar_contact_lead = /** @type {(inputs: Contact_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك أسئلة عن عرض الاستوديو أو الجيم أو السبا أو حصصك على تمرين؟ أرسل لنا رسالة وسيرد عليك فريقنا في القاهرة عبر البريد الإلكتروني.`)
};

/**

* @param {Contact_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_lead = /** @type {((inputs?: Contact_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_lead(inputs)
	return en_contact_lead(inputs)
});