/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_User_Phone_VerifiedInputs */

const en_screen_verify_user_phone_verified = /** @type {(inputs: Screen_Verify_User_Phone_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone number is verified. Choose your password to create the account.`)
};

const ar_screen_verify_user_phone_verified = /** @type {(inputs: Screen_Verify_User_Phone_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من رقم هاتفك. اختر كلمة المرور لإنشاء الحساب.`)
};

/**

* @param {Screen_Verify_User_Phone_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_user_phone_verified = /** @type {((inputs?: Screen_Verify_User_Phone_VerifiedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_User_Phone_VerifiedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_user_phone_verified(inputs)
	return en_screen_verify_user_phone_verified(inputs)
});