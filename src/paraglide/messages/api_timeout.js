/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_TimeoutInputs */

const en_api_timeout = /** @type {(inputs: Api_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server took too long to answer. Please try again.`)
};

const ar_api_timeout = /** @type {(inputs: Api_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استغرق الخادم وقتًا طويلًا في الرد. الرجاء المحاولة مرة أخرى.`)
};

/**

* @param {Api_TimeoutInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const api_timeout = /** @type {((inputs?: Api_TimeoutInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_TimeoutInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_api_timeout(inputs)
	return en_api_timeout(inputs)
});