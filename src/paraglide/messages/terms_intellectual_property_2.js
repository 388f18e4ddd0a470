/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Intellectual_Property_2Inputs */

const en_terms_intellectual_property_2 = /** @type {(inputs: Terms_Intellectual_Property_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject to these terms, we grant you a non-exclusive, non-transferable, revocable licence to access the Services and to download or print a copy of any part of the content you are entitled to access, solely for running your business on Tamreen or for your personal use. No other use is permitted without our prior written permission.`)
};

const ar_terms_intellectual_property_2 = /** @type {(inputs: Terms_Intellectual_Property_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مع مراعاة هذه الشروط، نمنحك ترخيصًا غير حصري وغير قابل للتحويل وقابلًا للإلغاء للوصول إلى الخدمات، ولتنزيل أو طباعة نسخة من أي جزء من المحتوى الذي يحق لك الوصول إليه، وذلك فقط لإدارة نشاطك التجاري على تمرين أو لاستخدامك الشخصي. ولا يُسمح بأي استخدام آخر دون الحصول على إذن كتابي مسبق منا.`)
};

/**

* @param {Terms_Intellectual_Property_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intellectual_property_2 = /** @type {((inputs?: Terms_Intellectual_Property_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intellectual_Property_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intellectual_property_2(inputs)
	return en_terms_intellectual_property_2(inputs)
});