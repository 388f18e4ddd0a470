/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Privacy_Definitions_List_1Inputs */

const en_privacy_definitions_list_1 = /** @type {(inputs: Privacy_Definitions_List_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"Company", "we", "us" or "our" means ${i?.companyLegalName}, ${i?.companyAddress}.`)
};

const ar_privacy_definitions_list_1 = /** @type {(inputs: Privacy_Definitions_List_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الشركة» أو «نحن» أو «لنا» أو «الخاص بنا»: ${i?.companyLegalName}، ${i?.companyAddress}.`)
};

/**

* @param {Privacy_Definitions_List_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_definitions_list_1 = /** @type {((inputs: Privacy_Definitions_List_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Definitions_List_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_definitions_list_1(inputs)
	return en_privacy_definitions_list_1(inputs)
});