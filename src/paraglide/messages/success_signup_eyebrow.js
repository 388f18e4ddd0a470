/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Signup_EyebrowInputs */

const en_success_signup_eyebrow = /** @type {(inputs: Success_Signup_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business account ready`)
};

const ar_success_signup_eyebrow = /** @type {(inputs: Success_Signup_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب النشاط جاهز`)
};

/**

* @param {Success_Signup_EyebrowInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_signup_eyebrow = /** @type {((inputs?: Success_Signup_EyebrowInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Signup_EyebrowInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_signup_eyebrow(inputs)
	return en_success_signup_eyebrow(inputs)
});