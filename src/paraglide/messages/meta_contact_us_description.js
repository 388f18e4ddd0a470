/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Contact_Us_DescriptionInputs */

const en_meta_contact_us_description = /** @type {(inputs: Meta_Contact_Us_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about listing your business on Tamreen? Send us a message and our team in Cairo will get back to you.`)
};

const ar_meta_contact_us_description = /** @type {(inputs: Meta_Contact_Us_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك أسئلة عن عرض نشاطك على تمرين؟ أرسل لنا رسالة وسيرد عليك فريقنا في القاهرة.`)
};

/**

* @param {Meta_Contact_Us_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_contact_us_description = /** @type {((inputs?: Meta_Contact_Us_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Contact_Us_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_contact_us_description(inputs)
	return en_meta_contact_us_description(inputs)
});