/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_User_Code_Not_SentInputs */

const en_screen_verify_user_code_not_sent = /** @type {(inputs: Screen_Verify_User_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone needs a code before the account can be created.`)
};

const ar_screen_verify_user_code_not_sent = /** @type {(inputs: Screen_Verify_User_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج هاتفك إلى رمز قبل إنشاء الحساب.`)
};

/**

* @param {Screen_Verify_User_Code_Not_SentInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_user_code_not_sent = /** @type {((inputs?: Screen_Verify_User_Code_Not_SentInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_User_Code_Not_SentInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_user_code_not_sent(inputs)
	return en_screen_verify_user_code_not_sent(inputs)
});