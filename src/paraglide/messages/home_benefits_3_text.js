/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_3_TextInputs */

const en_home_benefits_3_text = /** @type {(inputs: Home_Benefits_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See bookings, attendance and earnings by class, day and week at a glance.`)
};

const ar_home_benefits_3_text = /** @type {(inputs: Home_Benefits_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تابع الحجوزات والحضور والأرباح حسب الحصة واليوم والأسبوع بنظرة سريعة.`)
};

/**

* @param {Home_Benefits_3_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_benefits_3_text = /** @type {((inputs?: Home_Benefits_3_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_3_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_benefits_3_text(inputs)
	return en_home_benefits_3_text(inputs)
});