/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Screen_Registering_TitleInputs */

const en_screen_registering_title = /** @type {(inputs: Screen_Registering_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your account`)
};

const ar_screen_registering_title = /** @type {(inputs: Screen_Registering_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إنشاء حسابك`)
};

/**

* @param {Screen_Registering_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const screen_registering_title = /** @type {((inputs?: Screen_Registering_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Screen_Registering_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_screen_registering_title(inputs)
	return en_screen_registering_title(inputs)
});