/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_No_Account_LeadInputs */

const en_screen_no_account_lead = /** @type {(inputs: Screen_No_Account_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your number is verified, but no business account uses it, so there is no password to reset.`)
};

const ar_screen_no_account_lead = /** @type {(inputs: Screen_No_Account_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من رقمك، لكن لا يوجد حساب نشاط تجاري مسجّل به، لذا لا توجد كلمة مرور لإعادة تعيينها.`)
};

/**

* @param {Screen_No_Account_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_no_account_lead = /** @type {((inputs?: Screen_No_Account_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_No_Account_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_no_account_lead(inputs)
	return en_screen_no_account_lead(inputs)
});