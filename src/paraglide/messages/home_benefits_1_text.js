/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_1_TextInputs */

const en_home_benefits_1_text = /** @type {(inputs: Home_Benefits_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish your timetable once, then release spare spots whenever you have room.`)
};

const ar_home_benefits_1_text = /** @type {(inputs: Home_Benefits_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انشر جدول مواعيدك مرة واحدة، ثم أتِح الأماكن الإضافية متى توفرت لديك.`)
};

/**

* @param {Home_Benefits_1_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_benefits_1_text = /** @type {((inputs?: Home_Benefits_1_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_1_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_benefits_1_text(inputs)
	return en_home_benefits_1_text(inputs)
});