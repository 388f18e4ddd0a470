/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_NetworkInputs */

const en_flow_network = /** @type {(inputs: Flow_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach the server. Check your connection and try again.`)
};

const ar_flow_network = /** @type {(inputs: Flow_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.`)
};

/**

* @param {Flow_NetworkInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_network = /** @type {((inputs?: Flow_NetworkInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_NetworkInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_network(inputs)
	return en_flow_network(inputs)
});