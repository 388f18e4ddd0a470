/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Success_Signup_DescriptionInputs */

const en_meta_success_signup_description = /** @type {(inputs: Meta_Success_Signup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Tamreen business account has been created. Here is what to do next.`)
};

const ar_meta_success_signup_description = /** @type {(inputs: Meta_Success_Signup_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء حساب نشاطك التجاري على تمرين. إليك الخطوات التالية.`)
};

/**

* @param {Meta_Success_Signup_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_success_signup_description = /** @type {((inputs?: Meta_Success_Signup_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Success_Signup_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_success_signup_description(inputs)
	return en_meta_success_signup_description(inputs)
});