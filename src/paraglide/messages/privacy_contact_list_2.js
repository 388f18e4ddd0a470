/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Privacy_Contact_List_2Inputs */

const en_privacy_contact_list_2 = /** @type {(inputs: Privacy_Contact_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By post: ${i?.companyLegalName}, ${i?.companyAddress}`)
};

const ar_privacy_contact_list_2 = /** @type {(inputs: Privacy_Contact_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بالبريد العادي: ${i?.companyLegalName}، ${i?.companyAddress}`)
};

/**

* @param {Privacy_Contact_List_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_list_2 = /** @type {((inputs: Privacy_Contact_List_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_List_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_contact_list_2(inputs)
	return en_privacy_contact_list_2(inputs)
});