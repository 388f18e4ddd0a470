/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_User_NothingInputs */

const en_screen_verify_user_nothing = /** @type {(inputs: Screen_Verify_User_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no sign-up to resume on this device.`)
};

const ar_screen_verify_user_nothing = /** @type {(inputs: Screen_Verify_User_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد تسجيل غير مكتمل على هذا الجهاز.`)
};

/**

* @param {Screen_Verify_User_NothingInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_user_nothing = /** @type {((inputs?: Screen_Verify_User_NothingInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_User_NothingInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_user_nothing(inputs)
	return en_screen_verify_user_nothing(inputs)
});