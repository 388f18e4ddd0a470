/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Otp_VerifiedInputs */

const en_flow_otp_verified = /** @type {(inputs: Flow_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP verified successfully`)
};

const ar_flow_otp_verified = /** @type {(inputs: Flow_Otp_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من الرمز بنجاح`)
};

/**

* @param {Flow_Otp_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_otp_verified = /** @type {((inputs?: Flow_Otp_VerifiedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Otp_VerifiedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_otp_verified(inputs)
	return en_flow_otp_verified(inputs)
});