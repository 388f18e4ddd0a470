/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Businesses_Step_3_TextInputs */

const en_how_businesses_step_3_text = /** @type {(inputs: How_Businesses_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open spots whenever you have room, follow bookings in your reports and request your payouts in the app.`)
};

const ar_how_businesses_step_3_text = /** @type {(inputs: How_Businesses_Step_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتِح الأماكن متى توفرت لديك، وتابع الحجوزات في تقاريرك، واطلب صرف أرباحك من التطبيق.`)
};

/**

* @param {How_Businesses_Step_3_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_businesses_step_3_text = /** @type {((inputs?: How_Businesses_Step_3_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Businesses_Step_3_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_businesses_step_3_text(inputs)
	return en_how_businesses_step_3_text(inputs)
});