/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Strength_ShortInputs */

const en_form_strength_short = /** @type {(inputs: Form_Strength_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too short: use at least 6 characters.`)
};

const ar_form_strength_short = /** @type {(inputs: Form_Strength_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قصيرة جدًا: استخدم ٦ أحرف على الأقل.`)
};

/**

* @param {Form_Strength_ShortInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_short = /** @type {((inputs?: Form_Strength_ShortInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_ShortInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_short(inputs)
	return en_form_strength_short(inputs)
});