/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thank_You_Fallback_2Inputs */

const en_thank_you_fallback_2 = /** @type {(inputs: Thank_You_Fallback_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team in Cairo reads every message and will reply to the email address you gave us.`)
};

const ar_thank_you_fallback_2 = /** @type {(inputs: Thank_You_Fallback_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يقرأ فريقنا في القاهرة كل رسالة، وسيرد على البريد الإلكتروني الذي أدخلته.`)
};

/**

* @param {Thank_You_Fallback_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const thank_you_fallback_2 = /** @type {((inputs?: Thank_You_Fallback_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thank_You_Fallback_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_thank_you_fallback_2(inputs)
	return en_thank_you_fallback_2(inputs)
});