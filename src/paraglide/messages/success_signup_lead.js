/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Signup_LeadInputs */

const en_success_signup_lead = /** @type {(inputs: Success_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Tamreen for Business. A few steps and members across Egypt can book your classes and open spots.`)
};

const ar_success_signup_lead = /** @type {(inputs: Success_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا بك في تمرين للأعمال. بخطوات قليلة يستطيع الأعضاء في كل أنحاء مصر حجز حصصك والأماكن المتاحة لديك.`)
};

/**

* @param {Success_Signup_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_signup_lead = /** @type {((inputs?: Success_Signup_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Signup_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_signup_lead(inputs)
	return en_success_signup_lead(inputs)
});