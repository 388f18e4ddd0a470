/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Login_Step_1Inputs */

const en_success_login_step_1 = /** @type {(inputs: Success_Login_Step_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app from the App Store or Google Play.`)
};

const ar_success_login_step_1 = /** @type {(inputs: Success_Login_Step_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق من App Store أو Google Play.`)
};

/**

* @param {Success_Login_Step_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_login_step_1 = /** @type {((inputs?: Success_Login_Step_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Login_Step_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_login_step_1(inputs)
	return en_success_login_step_1(inputs)
});