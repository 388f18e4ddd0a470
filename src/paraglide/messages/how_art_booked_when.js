/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Art_Booked_WhenInputs */

const en_how_art_booked_when = /** @type {(inputs: How_Art_Booked_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon 14 · 07:00`)
};

const ar_how_art_booked_when = /** @type {(inputs: How_Art_Booked_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإثنين ١٤ · ٠٧:٠٠`)
};

/**

* @param {How_Art_Booked_WhenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_art_booked_when = /** @type {((inputs?: How_Art_Booked_WhenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Art_Booked_WhenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_art_booked_when(inputs)
	return en_how_art_booked_when(inputs)
});