/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_Prompt_PendingInputs */

const en_form_password_prompt_pending = /** @type {(inputs: Form_Password_Prompt_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account…`)
};

const ar_form_password_prompt_pending = /** @type {(inputs: Form_Password_Prompt_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إنشاء الحساب…`)
};

/**

* @param {Form_Password_Prompt_PendingInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_password_prompt_pending = /** @type {((inputs?: Form_Password_Prompt_PendingInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_Prompt_PendingInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_password_prompt_pending(inputs)
	return en_form_password_prompt_pending(inputs)
});