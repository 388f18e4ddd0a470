/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Login_LeadInputs */

const en_screen_login_lead = /** @type {(inputs: Screen_Login_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back. Use the phone number and password of your account.`)
};

const ar_screen_login_lead = /** @type {(inputs: Screen_Login_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحبًا بعودتك. استخدم رقم الهاتف وكلمة المرور الخاصين بحسابك.`)
};

/**

* @param {Screen_Login_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_login_lead = /** @type {((inputs?: Screen_Login_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Login_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_login_lead(inputs)
	return en_screen_login_lead(inputs)
});