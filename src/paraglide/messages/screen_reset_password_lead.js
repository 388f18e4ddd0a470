/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Reset_Password_LeadInputs */

const en_screen_reset_password_lead = /** @type {(inputs: Screen_Reset_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a password you have not used here before: at least 6 characters.`)
};

const ar_screen_reset_password_lead = /** @type {(inputs: Screen_Reset_Password_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور لم تستخدمها هنا من قبل، من ٦ أحرف على الأقل.`)
};

/**

* @param {Screen_Reset_Password_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_reset_password_lead = /** @type {((inputs?: Screen_Reset_Password_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Reset_Password_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_reset_password_lead(inputs)
	return en_screen_reset_password_lead(inputs)
});