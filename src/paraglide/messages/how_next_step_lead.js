/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Next_Step_LeadInputs */

const en_how_next_step_lead = /** @type {(inputs: How_Next_Step_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Download the app and login with the same phone number and password.`)
};

const ar_how_next_step_lead = /** @type {(inputs: How_Next_Step_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك جاهز. حمّل التطبيق وسجّل الدخول برقم الهاتف وكلمة المرور نفسيهما.`)
};

/**

* @param {How_Next_Step_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_next_step_lead = /** @type {((inputs?: How_Next_Step_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Next_Step_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_next_step_lead(inputs)
	return en_how_next_step_lead(inputs)
});