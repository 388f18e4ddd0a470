/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Sending_CodeInputs */

const en_form_sending_code = /** @type {(inputs: Form_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending code…`)
};

const ar_form_sending_code = /** @type {(inputs: Form_Sending_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إرسال الرمز…`)
};

/**

* @param {Form_Sending_CodeInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_sending_code = /** @type {((inputs?: Form_Sending_CodeInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Sending_CodeInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_sending_code(inputs)
	return en_form_sending_code(inputs)
});