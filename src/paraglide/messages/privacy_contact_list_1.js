/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Contact_List_1Inputs */

const en_privacy_contact_list_1 = /** @type {(inputs: Privacy_Contact_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By email: `)
};

const ar_privacy_contact_list_1 = /** @type {(inputs: Privacy_Contact_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عبر البريد الإلكتروني: `)
};

/**

* @param {Privacy_Contact_List_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_list_1 = /** @type {((inputs?: Privacy_Contact_List_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_List_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_contact_list_1(inputs)
	return en_privacy_contact_list_1(inputs)
});