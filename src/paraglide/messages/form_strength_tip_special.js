/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Strength_Tip_SpecialInputs */

const en_form_strength_tip_special = /** @type {(inputs: Form_Strength_Tip_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a symbol such as @ or #`)
};

const ar_form_strength_tip_special = /** @type {(inputs: Form_Strength_Tip_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رمزًا مثل @ أو #`)
};

/**

* @param {Form_Strength_Tip_SpecialInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_tip_special = /** @type {((inputs?: Form_Strength_Tip_SpecialInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_Tip_SpecialInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_tip_special(inputs)
	return en_form_strength_tip_special(inputs)
});