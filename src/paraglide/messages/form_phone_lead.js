/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_LeadInputs */

const en_form_phone_lead = /** @type {(inputs: Form_Phone_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the phone number of your account. We will text you a verification code.`)
};

const ar_form_phone_lead = /** @type {(inputs: Form_Phone_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل رقم الهاتف المسجّل في حسابك، وسنرسل لك رمز تحقق في رسالة نصية.`)
};

/**

* @param {Form_Phone_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_phone_lead = /** @type {((inputs?: Form_Phone_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_phone_lead(inputs)
	return en_form_phone_lead(inputs)
});