/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Art_Booked_SpotInputs */

const en_how_art_booked_spot = /** @type {(inputs: How_Art_Booked_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spot 3 of 16`)
};

const ar_how_art_booked_spot = /** @type {(inputs: How_Art_Booked_SpotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المكان ٣ من ١٦`)
};

/**

* @param {How_Art_Booked_SpotInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_art_booked_spot = /** @type {((inputs?: How_Art_Booked_SpotInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Art_Booked_SpotInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_art_booked_spot(inputs)
	return en_how_art_booked_spot(inputs)
});