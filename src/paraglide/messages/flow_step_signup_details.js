/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Step_Signup_DetailsInputs */

const en_flow_step_signup_details = /** @type {(inputs: Flow_Step_Signup_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const ar_flow_step_signup_details = /** @type {(inputs: Flow_Step_Signup_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البيانات`)
};

/**

* @param {Flow_Step_Signup_DetailsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_step_signup_details = /** @type {((inputs?: Flow_Step_Signup_DetailsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Step_Signup_DetailsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_step_signup_details(inputs)
	return en_flow_step_signup_details(inputs)
});