/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gallery_Spa_TextInputs */

const en_home_gallery_spa_text = /** @type {(inputs: Home_Gallery_Spa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Massages, hammam and treatments to unwind.`)
};

const ar_home_gallery_spa_text = /** @type {(inputs: Home_Gallery_Spa_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مساج وحمام مغربي وجلسات عناية للاسترخاء.`)
};

/**

* @param {Home_Gallery_Spa_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_gallery_spa_text = /** @type {((inputs?: Home_Gallery_Spa_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gallery_Spa_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_gallery_spa_text(inputs)
	return en_home_gallery_spa_text(inputs)
});