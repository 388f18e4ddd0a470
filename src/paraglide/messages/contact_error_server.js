/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Error_ServerInputs */

const en_contact_error_server = /** @type {(inputs: Contact_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send your message right now. Please try again in a few minutes.`)
};

const ar_contact_error_server = /** @type {(inputs: Contact_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر إرسال رسالتك الآن. الرجاء المحاولة مرة أخرى بعد بضع دقائق.`)
};

/**

* @param {Contact_Error_ServerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_error_server = /** @type {((inputs?: Contact_Error_ServerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Error_ServerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_error_server(inputs)
	return en_contact_error_server(inputs)
});