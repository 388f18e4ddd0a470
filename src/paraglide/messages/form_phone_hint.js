/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_HintInputs */

const en_form_phone_hint = /** @type {(inputs: Form_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We text a 6-digit code to this number.`)
};

const ar_form_phone_hint = /** @type {(inputs: Form_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنرسل رمزًا من ٦ أرقام في رسالة نصية إلى هذا الرقم.`)
};

/**

* @param {Form_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_phone_hint = /** @type {((inputs?: Form_Phone_HintInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_HintInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_phone_hint(inputs)
	return en_form_phone_hint(inputs)
});