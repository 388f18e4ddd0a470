/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Contact_Email_InvalidInputs */

const en_validation_contact_email_invalid = /** @type {(inputs: Validation_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const ar_validation_contact_email_invalid = /** @type {(inputs: Validation_Contact_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال عنوان بريد إلكتروني صحيح`)
};

/**

* @param {Validation_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_contact_email_invalid = /** @type {((inputs?: Validation_Contact_Email_InvalidInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Contact_Email_InvalidInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_contact_email_invalid(inputs)
	return en_validation_contact_email_invalid(inputs)
});