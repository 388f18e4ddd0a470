/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Art_Routine_Saved_TitleInputs */

const en_how_art_routine_saved_title = /** @type {(inputs: How_Art_Routine_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved this month`)
};

const ar_how_art_routine_saved_title = /** @type {(inputs: How_Art_Routine_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وفّرت هذا الشهر`)
};

/**

* @param {How_Art_Routine_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_art_routine_saved_title = /** @type {((inputs?: How_Art_Routine_Saved_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Art_Routine_Saved_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_art_routine_saved_title(inputs)
	return en_how_art_routine_saved_title(inputs)
});