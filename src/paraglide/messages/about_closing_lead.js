/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Closing_LeadInputs */

const en_about_closing_lead = /** @type {(inputs: About_Closing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free business account, or talk to our team about what we can do for your business.`)
};

const ar_about_closing_lead = /** @type {(inputs: About_Closing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاطك التجاري مجانًا، أو تحدّث مع فريقنا لتعرف ما يمكننا تقديمه لنشاطك.`)
};

/**

* @param {About_Closing_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_closing_lead = /** @type {((inputs?: About_Closing_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Closing_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_closing_lead(inputs)
	return en_about_closing_lead(inputs)
});