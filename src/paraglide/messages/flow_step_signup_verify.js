/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Step_Signup_VerifyInputs */

const en_flow_step_signup_verify = /** @type {(inputs: Flow_Step_Signup_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify phone`)
};

const ar_flow_step_signup_verify = /** @type {(inputs: Flow_Step_Signup_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأكيد الهاتف`)
};

/**

* @param {Flow_Step_Signup_VerifyInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_step_signup_verify = /** @type {((inputs?: Flow_Step_Signup_VerifyInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Step_Signup_VerifyInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_step_signup_verify(inputs)
	return en_flow_step_signup_verify(inputs)
});