/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Art_Routine_SavedInputs */

const en_how_art_routine_saved = /** @type {(inputs: How_Art_Routine_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EGP 640`)
};

const ar_how_art_routine_saved = /** @type {(inputs: How_Art_Routine_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`٦٤٠ ج.م`)
};

/**

* @param {How_Art_Routine_SavedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_art_routine_saved = /** @type {((inputs?: How_Art_Routine_SavedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Art_Routine_SavedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_art_routine_saved(inputs)
	return en_how_art_routine_saved(inputs)
});