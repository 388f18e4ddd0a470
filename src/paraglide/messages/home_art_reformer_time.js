/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Art_Reformer_TimeInputs */

const en_home_art_reformer_time = /** @type {(inputs: Home_Art_Reformer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`09:30 · 45 min`)
};

const ar_home_art_reformer_time = /** @type {(inputs: Home_Art_Reformer_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`٠٩:٣٠ · ٤٥ دقيقة`)
};

/**

* @param {Home_Art_Reformer_TimeInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_art_reformer_time = /** @type {((inputs?: Home_Art_Reformer_TimeInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Art_Reformer_TimeInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_art_reformer_time(inputs)
	return en_home_art_reformer_time(inputs)
});