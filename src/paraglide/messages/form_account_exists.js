/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Account_ExistsInputs */

const en_form_account_exists = /** @type {(inputs: Form_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with these details may already exist. Login or reset your password.`)
};

const ar_form_account_exists = /** @type {(inputs: Form_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد يكون هناك حساب مسجّل بهذه البيانات. سجّل الدخول أو أعد تعيين كلمة المرور.`)
};

/**

* @param {Form_Account_ExistsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_account_exists = /** @type {((inputs?: Form_Account_ExistsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Account_ExistsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_account_exists(inputs)
	return en_form_account_exists(inputs)
});