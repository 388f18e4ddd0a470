/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_No_CodeInputs */

const en_screen_verify_no_code = /** @type {(inputs: Screen_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no code waiting to be entered.`)
};

const ar_screen_verify_no_code = /** @type {(inputs: Screen_Verify_No_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد رمز في انتظار الإدخال.`)
};

/**

* @param {Screen_Verify_No_CodeInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_no_code = /** @type {((inputs?: Screen_Verify_No_CodeInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_No_CodeInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_no_code(inputs)
	return en_screen_verify_no_code(inputs)
});