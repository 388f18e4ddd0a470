/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Primary_Logged_OutInputs */

const en_home_hero_primary_logged_out = /** @type {(inputs: Home_Hero_Primary_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free business account`)
};

const ar_home_hero_primary_logged_out = /** @type {(inputs: Home_Hero_Primary_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاط تجاري مجانًا`)
};

/**

* @param {Home_Hero_Primary_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_hero_primary_logged_out = /** @type {((inputs?: Home_Hero_Primary_Logged_OutInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Primary_Logged_OutInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_hero_primary_logged_out(inputs)
	return en_home_hero_primary_logged_out(inputs)
});