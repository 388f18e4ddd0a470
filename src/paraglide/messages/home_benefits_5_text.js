/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_5_TextInputs */

const en_home_benefits_5_text = /** @type {(inputs: Home_Benefits_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be discovered by members from Cairo and Alexandria to the Red Sea and Aswan.`)
};

const ar_home_benefits_5_text = /** @type {(inputs: Home_Benefits_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دع الأعضاء يكتشفونك من القاهرة والإسكندرية إلى البحر الأحمر وأسوان.`)
};

/**

* @param {Home_Benefits_5_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_benefits_5_text = /** @type {((inputs?: Home_Benefits_5_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_5_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_benefits_5_text(inputs)
	return en_home_benefits_5_text(inputs)
});