/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Loading_SignupInputs */

const en_flow_loading_signup = /** @type {(inputs: Flow_Loading_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the sign-up form…`)
};

const ar_flow_loading_signup = /** @type {(inputs: Flow_Loading_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل نموذج التسجيل…`)
};

/**

* @param {Flow_Loading_SignupInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_loading_signup = /** @type {((inputs?: Flow_Loading_SignupInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Loading_SignupInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_loading_signup(inputs)
	return en_flow_loading_signup(inputs)
});