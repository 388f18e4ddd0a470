/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Contact_Fullname_RequiredInputs */

const en_validation_contact_fullname_required = /** @type {(inputs: Validation_Contact_Fullname_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name is required`)
};

const ar_validation_contact_fullname_required = /** @type {(inputs: Validation_Contact_Fullname_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال الاسم الكامل`)
};

/**

* @param {Validation_Contact_Fullname_RequiredInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_contact_fullname_required = /** @type {((inputs?: Validation_Contact_Fullname_RequiredInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Contact_Fullname_RequiredInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_contact_fullname_required(inputs)
	return en_validation_contact_fullname_required(inputs)
});