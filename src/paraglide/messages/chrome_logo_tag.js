/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chrome_Logo_TagInputs */

const en_chrome_logo_tag = /** @type {(inputs: Chrome_Logo_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for Business`)
};

const ar_chrome_logo_tag = /** @type {(inputs: Chrome_Logo_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأعمال`)
};

/**

* @param {Chrome_Logo_TagInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const chrome_logo_tag = /** @type {((inputs?: Chrome_Logo_TagInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chrome_Logo_TagInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_chrome_logo_tag(inputs)
	return en_chrome_logo_tag(inputs)
});