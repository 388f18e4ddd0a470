/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Next_Step_3Inputs */

const en_how_next_step_3 = /** @type {(inputs: How_Next_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your profile, classes and open spots, then start taking bookings.`)
};

const ar_how_next_step_3 = /** @type {(inputs: How_Next_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف بيانات صفحتك وحصصك والأماكن المتاحة، ثم ابدأ في استقبال الحجوزات.`)
};

/**

* @param {How_Next_Step_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_next_step_3 = /** @type {((inputs?: How_Next_Step_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Next_Step_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_next_step_3(inputs)
	return en_how_next_step_3(inputs)
});