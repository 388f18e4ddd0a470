/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Info_TitleInputs */

const en_contact_info_title = /** @type {(inputs: Contact_Info_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our office`)
};

const ar_contact_info_title = /** @type {(inputs: Contact_Info_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكتبنا`)
};

/**

* @param {Contact_Info_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_info_title = /** @type {((inputs?: Contact_Info_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_info_title(inputs)
	return en_contact_info_title(inputs)
});