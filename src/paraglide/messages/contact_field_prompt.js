/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Field_PromptInputs */

const en_contact_field_prompt = /** @type {(inputs: Contact_Field_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`please enter this field`)
};

const ar_contact_field_prompt = /** @type {(inputs: Contact_Field_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء ملء هذا الحقل`)
};

/**

* @param {Contact_Field_PromptInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_field_prompt = /** @type {((inputs?: Contact_Field_PromptInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Field_PromptInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_field_prompt(inputs)
	return en_contact_field_prompt(inputs)
});