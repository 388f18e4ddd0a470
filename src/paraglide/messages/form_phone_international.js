/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_InternationalInputs */

const en_form_phone_international = /** @type {(inputs: Form_Phone_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outside Egypt? Start with + and your country code.`)
};

const ar_form_phone_international = /** @type {(inputs: Form_Phone_InternationalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خارج مصر؟ ابدأ بعلامة + ثم رمز بلدك.`)
};

/**

* @param {Form_Phone_InternationalInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_phone_international = /** @type {((inputs?: Form_Phone_InternationalInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_InternationalInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_phone_international(inputs)
	return en_form_phone_international(inputs)
});