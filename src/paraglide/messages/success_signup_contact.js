/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ supportEmail: NonNullable<unknown> }} Success_Signup_ContactInputs */

const en_success_signup_contact = /** @type {(inputs: Success_Signup_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Our team answers at ${i?.supportEmail}.`)
};

const ar_success_signup_contact = /** @type {(inputs: Success_Signup_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لديك أسئلة؟ يرد عليك فريقنا على ${i?.supportEmail}.`)
};

/**

* @param {Success_Signup_ContactInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_signup_contact = /** @type {((inputs: Success_Signup_ContactInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Signup_ContactInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_signup_contact(inputs)
	return en_success_signup_contact(inputs)
});