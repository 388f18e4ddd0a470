/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Signup_Step_3Inputs */

const en_success_signup_step_3 = /** @type {(inputs: Success_Signup_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your classes and open spots, set the capacity and start taking bookings.`)
};

const ar_success_signup_step_3 = /** @type {(inputs: Success_Signup_Step_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف حصصك والأماكن المتاحة، وحدّد السعة، وابدأ في استقبال الحجوزات.`)
};

/**

* @param {Success_Signup_Step_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_signup_step_3 = /** @type {((inputs?: Success_Signup_Step_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Signup_Step_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_signup_step_3(inputs)
	return en_success_signup_step_3(inputs)
});