/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_User_LeadInputs */

const en_screen_verify_user_lead = /** @type {(inputs: Screen_Verify_User_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You started creating a business account. Pick up where you left off.`)
};

const ar_screen_verify_user_lead = /** @type {(inputs: Screen_Verify_User_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدأت إنشاء حساب نشاط تجاري. أكمل من حيث توقفت.`)
};

/**

* @param {Screen_Verify_User_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_user_lead = /** @type {((inputs?: Screen_Verify_User_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_User_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_user_lead(inputs)
	return en_screen_verify_user_lead(inputs)
});