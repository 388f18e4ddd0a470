/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Login_Failed_LineInputs */

const en_flow_login_failed_line = /** @type {(inputs: Flow_Login_Failed_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal Server Error`)
};

const ar_flow_login_failed_line = /** @type {(inputs: Flow_Login_Failed_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ داخلي في الخادم`)
};

/**

* @param {Flow_Login_Failed_LineInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_login_failed_line = /** @type {((inputs?: Flow_Login_Failed_LineInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Login_Failed_LineInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_login_failed_line(inputs)
	return en_flow_login_failed_line(inputs)
});