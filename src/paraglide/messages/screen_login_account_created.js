/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Login_Account_CreatedInputs */

const en_screen_login_account_created = /** @type {(inputs: Screen_Login_Account_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your business account is ready. Enter the password you just chose to see what to do next.`)
};

const ar_screen_login_account_created = /** @type {(inputs: Screen_Login_Account_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب نشاطك التجاري جاهز. أدخل كلمة المرور التي اخترتها للتو لتعرف الخطوة التالية.`)
};

/**

* @param {Screen_Login_Account_CreatedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_login_account_created = /** @type {((inputs?: Screen_Login_Account_CreatedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Login_Account_CreatedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_login_account_created(inputs)
	return en_screen_login_account_created(inputs)
});