/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Back_To_TopInputs */

const en_legal_back_to_top = /** @type {(inputs: Legal_Back_To_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to top`)
};

const ar_legal_back_to_top = /** @type {(inputs: Legal_Back_To_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الأعلى`)
};

/**

* @param {Legal_Back_To_TopInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const legal_back_to_top = /** @type {((inputs?: Legal_Back_To_TopInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Back_To_TopInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_legal_back_to_top(inputs)
	return en_legal_back_to_top(inputs)
});