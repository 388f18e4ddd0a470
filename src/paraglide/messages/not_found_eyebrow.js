/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_EyebrowInputs */

const en_not_found_eyebrow = /** @type {(inputs: Not_Found_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error 404`)
};

const ar_not_found_eyebrow = /** @type {(inputs: Not_Found_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطأ ٤٠٤`)
};

/**

* @param {Not_Found_EyebrowInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const not_found_eyebrow = /** @type {((inputs?: Not_Found_EyebrowInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_EyebrowInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_not_found_eyebrow(inputs)
	return en_not_found_eyebrow(inputs)
});