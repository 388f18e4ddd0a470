/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Art_Booking_Week_New_Booking_DetailInputs */

const en_art_booking_week_new_booking_detail = /** @type {(inputs: Art_Booking_Week_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spin · Wed 17:00`)
};

const ar_art_booking_week_new_booking_detail = /** @type {(inputs: Art_Booking_Week_New_Booking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبينينج · الأربعاء ١٧:٠٠`)
};

/**

* @param {Art_Booking_Week_New_Booking_DetailInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const art_booking_week_new_booking_detail = /** @type {((inputs?: Art_Booking_Week_New_Booking_DetailInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Art_Booking_Week_New_Booking_DetailInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_art_booking_week_new_booking_detail(inputs)
	return en_art_booking_week_new_booking_detail(inputs)
});