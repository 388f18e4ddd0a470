/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Service_4_TextInputs */

const en_about_service_4_text = /** @type {(inputs: About_Service_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings, attendance and earnings by class, day and week to plan what comes next.`)
};

const ar_about_service_4_text = /** @type {(inputs: About_Service_4_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحجوزات والحضور والأرباح حسب الحصة واليوم والأسبوع، لتخطط لخطوتك التالية.`)
};

/**

* @param {About_Service_4_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_service_4_text = /** @type {((inputs?: About_Service_4_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Service_4_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_service_4_text(inputs)
	return en_about_service_4_text(inputs)
});