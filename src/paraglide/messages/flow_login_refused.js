/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Login_RefusedInputs */

const en_flow_login_refused = /** @type {(inputs: Flow_Login_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect phone number or password.`)
};

const ar_flow_login_refused = /** @type {(inputs: Flow_Login_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم الهاتف أو كلمة المرور غير صحيحة.`)
};

/**

* @param {Flow_Login_RefusedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_login_refused = /** @type {((inputs?: Flow_Login_RefusedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Login_RefusedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_login_refused(inputs)
	return en_flow_login_refused(inputs)
});