/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Form_Strength_Stronger_TwoInputs */

const en_form_strength_stronger_two = /** @type {(inputs: Form_Strength_Stronger_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.first} or ${i?.second} to make it stronger.`)
};

const ar_form_strength_stronger_two = /** @type {(inputs: Form_Strength_Stronger_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أضف ${i?.first} أو ${i?.second} لتصبح أقوى.`)
};

/**

* @param {Form_Strength_Stronger_TwoInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_stronger_two = /** @type {((inputs: Form_Strength_Stronger_TwoInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_Stronger_TwoInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_stronger_two(inputs)
	return en_form_strength_stronger_two(inputs)
});