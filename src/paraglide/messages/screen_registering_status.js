/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Registering_StatusInputs */

const en_screen_registering_status = /** @type {(inputs: Screen_Registering_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your phone is verified. Creating your business account…`)
};

const ar_screen_registering_status = /** @type {(inputs: Screen_Registering_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من هاتفك. جارٍ إنشاء حساب نشاطك التجاري…`)
};

/**

* @param {Screen_Registering_StatusInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_registering_status = /** @type {((inputs?: Screen_Registering_StatusInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Registering_StatusInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_registering_status(inputs)
	return en_screen_registering_status(inputs)
});