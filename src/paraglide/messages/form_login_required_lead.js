/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Login_Required_LeadInputs */

const en_form_login_required_lead = /** @type {(inputs: Form_Login_Required_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for account holders. Login with your phone number and password to continue.`)
};

const ar_form_login_required_lead = /** @type {(inputs: Form_Login_Required_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الصفحة لأصحاب الحسابات فقط. سجّل الدخول برقم هاتفك وكلمة المرور للمتابعة.`)
};

/**

* @param {Form_Login_Required_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_login_required_lead = /** @type {((inputs?: Form_Login_Required_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Login_Required_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_login_required_lead(inputs)
	return en_form_login_required_lead(inputs)
});