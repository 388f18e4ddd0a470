/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_No_Account_TitleInputs */

const en_screen_no_account_title = /** @type {(inputs: Screen_No_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account for this number`)
};

const ar_screen_no_account_title = /** @type {(inputs: Screen_No_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب بهذا الرقم`)
};

/**

* @param {Screen_No_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_no_account_title = /** @type {((inputs?: Screen_No_Account_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_No_Account_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_no_account_title(inputs)
	return en_screen_no_account_title(inputs)
});