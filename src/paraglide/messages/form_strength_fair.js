/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Strength_FairInputs */

const en_form_strength_fair = /** @type {(inputs: Form_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair password.`)
};

const ar_form_strength_fair = /** @type {(inputs: Form_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرور متوسطة.`)
};

/**

* @param {Form_Strength_FairInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_strength_fair = /** @type {((inputs?: Form_Strength_FairInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Strength_FairInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_strength_fair(inputs)
	return en_form_strength_fair(inputs)
});