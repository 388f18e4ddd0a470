/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_User_TitleInputs */

const en_screen_verify_user_title = /** @type {(inputs: Screen_Verify_User_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish signing up`)
};

const ar_screen_verify_user_title = /** @type {(inputs: Screen_Verify_User_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل التسجيل`)
};

/**

* @param {Screen_Verify_User_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_user_title = /** @type {((inputs?: Screen_Verify_User_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_User_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_user_title(inputs)
	return en_screen_verify_user_title(inputs)
});