/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Signup_LeadInputs */

const en_form_signup_lead = /** @type {(inputs: Form_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to join. List your classes and open spots on Tamreen in minutes.`)
};

const ar_form_signup_lead = /** @type {(inputs: Form_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانضمام مجاني. اعرض حصصك والأماكن المتاحة على تمرين خلال دقائق.`)
};

/**

* @param {Form_Signup_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_signup_lead = /** @type {((inputs?: Form_Signup_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Signup_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_signup_lead(inputs)
	return en_form_signup_lead(inputs)
});