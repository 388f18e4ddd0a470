/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_Prompt_LeadInputs */

const en_form_password_prompt_lead = /** @type {(inputs: Form_Password_Prompt_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security we never keep your password while you verify your number. Choose it again and confirm it to finish creating your account.`)
};

const ar_form_password_prompt_lead = /** @type {(inputs: Form_Password_Prompt_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفاظًا على أمانك، لا نحتفظ بكلمة المرور أثناء التحقق من رقمك. اخترها مرة أخرى وأكّدها لإكمال إنشاء حسابك.`)
};

/**

* @param {Form_Password_Prompt_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_password_prompt_lead = /** @type {((inputs?: Form_Password_Prompt_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_Prompt_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_password_prompt_lead(inputs)
	return en_form_password_prompt_lead(inputs)
});