/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Signup_Step_2Inputs */

const en_success_signup_step_2 = /** @type {(inputs: Success_Signup_Step_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build your profile: photos, address, opening hours and the services you offer.`)
};

const ar_success_signup_step_2 = /** @type {(inputs: Success_Signup_Step_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جهّز صفحتك: الصور والعنوان ومواعيد العمل والخدمات التي تقدّمها.`)
};

/**

* @param {Success_Signup_Step_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_signup_step_2 = /** @type {((inputs?: Success_Signup_Step_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Signup_Step_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_signup_step_2(inputs)
	return en_success_signup_step_2(inputs)
});