/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Strength_Tip_DigitInputs */

const en_form_strength_tip_digit = /** @type {(inputs: Form_Strength_Tip_DigitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a number`)
};

const ar_form_strength_tip_digit = /** @type {(inputs: Form_Strength_Tip_DigitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقمًا`)
};

/**

* @param {Form_Strength_Tip_DigitInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_tip_digit = /** @type {((inputs?: Form_Strength_Tip_DigitInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_Tip_DigitInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_tip_digit(inputs)
	return en_form_strength_tip_digit(inputs)
});