/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Verify_User_DescriptionInputs */

const en_meta_verify_user_description = /** @type {(inputs: Meta_Verify_User_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick up your Tamreen business sign-up where you left it.`)
};

const ar_meta_verify_user_description = /** @type {(inputs: Meta_Verify_User_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أكمل تسجيل نشاطك على تمرين من حيث توقفت.`)
};

/**

* @param {Meta_Verify_User_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_verify_user_description = /** @type {((inputs?: Meta_Verify_User_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Verify_User_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_verify_user_description(inputs)
	return en_meta_verify_user_description(inputs)
});