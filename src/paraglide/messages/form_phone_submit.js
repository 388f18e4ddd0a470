/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_SubmitInputs */

const en_form_phone_submit = /** @type {(inputs: Form_Phone_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send code`)
};

const ar_form_phone_submit = /** @type {(inputs: Form_Phone_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل الرمز`)
};

/**

* @param {Form_Phone_SubmitInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_phone_submit = /** @type {((inputs?: Form_Phone_SubmitInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_SubmitInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_phone_submit(inputs)
	return en_form_phone_submit(inputs)
});