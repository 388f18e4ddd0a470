/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_Step_1_TextInputs */

const en_how_members_step_1_text = /** @type {(inputs: How_Members_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app and sign up with your mobile number. New members start with a 30-day free trial.`)
};

const ar_how_members_step_1_text = /** @type {(inputs: How_Members_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق وسجّل برقم هاتفك المحمول. يبدأ الأعضاء الجدد بتجربة مجانية لمدة ٣٠ يومًا.`)
};

/**

* @param {How_Members_Step_1_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_step_1_text = /** @type {((inputs?: How_Members_Step_1_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_Step_1_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_step_1_text(inputs)
	return en_how_members_step_1_text(inputs)
});