/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Art_Booking_Week_Class_FullInputs */

const en_art_booking_week_class_full = /** @type {(inputs: Art_Booking_Week_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class full · 3/3`)
};

const ar_art_booking_week_class_full = /** @type {(inputs: Art_Booking_Week_Class_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحصة مكتملة · ٣/٣`)
};

/**

* @param {Art_Booking_Week_Class_FullInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const art_booking_week_class_full = /** @type {((inputs?: Art_Booking_Week_Class_FullInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Art_Booking_Week_Class_FullInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_art_booking_week_class_full(inputs)
	return en_art_booking_week_class_full(inputs)
});