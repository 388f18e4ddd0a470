/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_NetworkInputs */

const en_api_network = /** @type {(inputs: Api_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the server. Check your connection and try again.`)
};

const ar_api_network = /** @type {(inputs: Api_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.`)
};

/**

* @param {Api_NetworkInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const api_network = /** @type {((inputs?: Api_NetworkInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_NetworkInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_api_network(inputs)
	return en_api_network(inputs)
});