/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Art_New_Booking_DetailInputs */

const en_home_art_new_booking_detail = /** @type {(inputs: Home_Art_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise Yoga · 07:00`)
};

const ar_home_art_new_booking_detail = /** @type {(inputs: Home_Art_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوجا الشروق · ٠٧:٠٠`)
};

/**

* @param {Home_Art_New_Booking_DetailInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_art_new_booking_detail = /** @type {((inputs?: Home_Art_New_Booking_DetailInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Art_New_Booking_DetailInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_art_new_booking_detail(inputs)
	return en_home_art_new_booking_detail(inputs)
});