/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Signup_Have_AccountInputs */

const en_screen_signup_have_account = /** @type {(inputs: Screen_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

const ar_screen_signup_have_account = /** @type {(inputs: Screen_Signup_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لديك حساب بالفعل؟`)
};

/**

* @param {Screen_Signup_Have_AccountInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_signup_have_account = /** @type {((inputs?: Screen_Signup_Have_AccountInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Signup_Have_AccountInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_signup_have_account(inputs)
	return en_screen_signup_have_account(inputs)
});