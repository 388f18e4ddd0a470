/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Verify_Start_ResetInputs */

const en_screen_verify_start_reset = /** @type {(inputs: Screen_Verify_Start_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const ar_screen_verify_start_reset = /** @type {(inputs: Screen_Verify_Start_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعد تعيين كلمة المرور`)
};

/**

* @param {Screen_Verify_Start_ResetInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_verify_start_reset = /** @type {((inputs?: Screen_Verify_Start_ResetInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Verify_Start_ResetInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_verify_start_reset(inputs)
	return en_screen_verify_start_reset(inputs)
});