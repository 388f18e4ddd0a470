/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Signup_LeadInputs */

const en_screen_signup_lead = /** @type {(inputs: Screen_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to join. List your classes and open spots and get booked by members across Egypt.`)
};

const ar_screen_signup_lead = /** @type {(inputs: Screen_Signup_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الانضمام مجاني. اعرض حصصك والأماكن المتاحة، واستقبل حجوزات الأعضاء من كل أنحاء مصر.`)
};

/**

* @param {Screen_Signup_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_signup_lead = /** @type {((inputs?: Screen_Signup_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Signup_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_signup_lead(inputs)
	return en_screen_signup_lead(inputs)
});