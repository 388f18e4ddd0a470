/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_No_Account_Other_NumberInputs */

const en_screen_no_account_other_number = /** @type {(inputs: Screen_No_Account_Other_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another number`)
};

const ar_screen_no_account_other_number = /** @type {(inputs: Screen_No_Account_Other_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جرّب رقمًا آخر`)
};

/**

* @param {Screen_No_Account_Other_NumberInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_no_account_other_number = /** @type {((inputs?: Screen_No_Account_Other_NumberInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_No_Account_Other_NumberInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_no_account_other_number(inputs)
	return en_screen_no_account_other_number(inputs)
});