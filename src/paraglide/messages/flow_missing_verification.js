/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Missing_VerificationInputs */

const en_flow_missing_verification = /** @type {(inputs: Flow_Missing_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No confirmation result found. Please request OTP again.`)
};

const ar_flow_missing_verification = /** @type {(inputs: Flow_Missing_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم نعثر على طلب تحقق. الرجاء طلب رمز جديد.`)
};

/**

* @param {Flow_Missing_VerificationInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_missing_verification = /** @type {((inputs?: Flow_Missing_VerificationInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Missing_VerificationInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_missing_verification(inputs)
	return en_flow_missing_verification(inputs)
});