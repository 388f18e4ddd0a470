/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Businesses_Step_1_TextInputs */

const en_how_businesses_step_1_text = /** @type {(inputs: How_Businesses_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your business account with your mobile number. It takes a few minutes and costs nothing.`)
};

const ar_how_businesses_step_1_text = /** @type {(inputs: How_Businesses_Step_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاطك التجاري برقم هاتفك المحمول. يستغرق ذلك دقائق قليلة ولا يكلّفك شيئًا.`)
};

/**

* @param {How_Businesses_Step_1_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_businesses_step_1_text = /** @type {((inputs?: How_Businesses_Step_1_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Businesses_Step_1_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_businesses_step_1_text(inputs)
	return en_how_businesses_step_1_text(inputs)
});