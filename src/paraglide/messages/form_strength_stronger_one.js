/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tip: NonNullable<unknown> }} Form_Strength_Stronger_OneInputs */

const en_form_strength_stronger_one = /** @type {(inputs: Form_Strength_Stronger_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.tip} to make it stronger.`)
};

const ar_form_strength_stronger_one = /** @type {(inputs: Form_Strength_Stronger_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أضف ${i?.tip} لتصبح أقوى.`)
};

/**

* @param {Form_Strength_Stronger_OneInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_stronger_one = /** @type {((inputs: Form_Strength_Stronger_OneInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_Stronger_OneInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_stronger_one(inputs)
	return en_form_strength_stronger_one(inputs)
});