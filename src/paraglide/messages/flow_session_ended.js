/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Session_EndedInputs */

const en_flow_session_ended = /** @type {(inputs: Flow_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please login again.`)
};

const ar_flow_session_ended = /** @type {(inputs: Flow_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتهت جلستك. الرجاء تسجيل الدخول مرة أخرى.`)
};

/**

* @param {Flow_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_session_ended = /** @type {((inputs?: Flow_Session_EndedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Session_EndedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_session_ended(inputs)
	return en_flow_session_ended(inputs)
});