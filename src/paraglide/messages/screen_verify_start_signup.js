/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_Start_SignupInputs */

const en_screen_verify_start_signup = /** @type {(inputs: Screen_Verify_Start_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a business account`)
};

const ar_screen_verify_start_signup = /** @type {(inputs: Screen_Verify_Start_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاط تجاري`)
};

/**

* @param {Screen_Verify_Start_SignupInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_start_signup = /** @type {((inputs?: Screen_Verify_Start_SignupInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_Start_SignupInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_start_signup(inputs)
	return en_screen_verify_start_signup(inputs)
});