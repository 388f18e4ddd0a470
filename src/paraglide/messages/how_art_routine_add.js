/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Art_Routine_AddInputs */

const en_how_art_routine_add = /** @type {(inputs: How_Art_Routine_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ Add`)
};

const ar_how_art_routine_add = /** @type {(inputs: How_Art_Routine_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+ أضف`)
};

/**

* @param {How_Art_Routine_AddInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_art_routine_add = /** @type {((inputs?: How_Art_Routine_AddInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Art_Routine_AddInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_art_routine_add(inputs)
	return en_how_art_routine_add(inputs)
});