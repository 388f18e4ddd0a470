/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_CtaInputs */

const en_how_signup_cta = /** @type {(inputs: How_Signup_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free account`)
};

const ar_how_signup_cta = /** @type {(inputs: How_Signup_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابًا مجانيًا`)
};

/**

* @param {How_Signup_CtaInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_cta = /** @type {((inputs?: How_Signup_CtaInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_CtaInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_cta(inputs)
	return en_how_signup_cta(inputs)
});