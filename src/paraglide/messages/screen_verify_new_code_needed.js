/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_New_Code_NeededInputs */

const en_screen_verify_new_code_needed = /** @type {(inputs: Screen_Verify_New_Code_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone needs a new code before the account can be created.`)
};

const ar_screen_verify_new_code_needed = /** @type {(inputs: Screen_Verify_New_Code_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحتاج هاتفك إلى رمز جديد قبل إنشاء الحساب.`)
};

/**

* @param {Screen_Verify_New_Code_NeededInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_new_code_needed = /** @type {((inputs?: Screen_Verify_New_Code_NeededInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_New_Code_NeededInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_new_code_needed(inputs)
	return en_screen_verify_new_code_needed(inputs)
});