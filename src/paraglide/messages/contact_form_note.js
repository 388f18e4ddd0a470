/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_NoteInputs */

const en_contact_form_note = /** @type {(inputs: Contact_Form_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All fields are required.`)
};

const ar_contact_form_note = /** @type {(inputs: Contact_Form_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جميع الحقول مطلوبة.`)
};

/**

* @param {Contact_Form_NoteInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_form_note = /** @type {((inputs?: Contact_Form_NoteInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_NoteInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_form_note(inputs)
	return en_contact_form_note(inputs)
});