/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Sign_In_FailedInputs */

const en_support_sign_in_failed = /** @type {(inputs: Support_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not sign you in. Please try again.`)
};

const ar_support_sign_in_failed = /** @type {(inputs: Support_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر تسجيل دخولك. الرجاء المحاولة مرة أخرى.`)
};

/**

* @param {Support_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_sign_in_failed = /** @type {((inputs?: Support_Sign_In_FailedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Sign_In_FailedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_sign_in_failed(inputs)
	return en_support_sign_in_failed(inputs)
});