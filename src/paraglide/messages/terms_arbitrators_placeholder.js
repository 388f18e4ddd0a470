/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Arbitrators_PlaceholderInputs */

const en_terms_arbitrators_placeholder = /** @type {(inputs: Terms_Arbitrators_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number of arbitrators to be confirmed`)
};

const ar_terms_arbitrators_placeholder = /** @type {(inputs: Terms_Arbitrators_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدد المحكّمين قيد التأكيد`)
};

/**

* @param {Terms_Arbitrators_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_arbitrators_placeholder = /** @type {((inputs?: Terms_Arbitrators_PlaceholderInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Arbitrators_PlaceholderInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_arbitrators_placeholder(inputs)
	return en_terms_arbitrators_placeholder(inputs)
});