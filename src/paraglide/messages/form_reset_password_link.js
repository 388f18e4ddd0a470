/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Reset_Password_LinkInputs */

const en_form_reset_password_link = /** @type {(inputs: Form_Reset_Password_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset password`)
};

const ar_form_reset_password_link = /** @type {(inputs: Form_Reset_Password_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة تعيين كلمة المرور`)
};

/**

* @param {Form_Reset_Password_LinkInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_reset_password_link = /** @type {((inputs?: Form_Reset_Password_LinkInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Reset_Password_LinkInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_reset_password_link(inputs)
	return en_form_reset_password_link(inputs)
});