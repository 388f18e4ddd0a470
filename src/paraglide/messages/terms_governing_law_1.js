/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Governing_Law_1Inputs */

const en_terms_governing_law_1 = /** @type {(inputs: Terms_Governing_Law_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms and your use of the Services are governed by and construed in accordance with the laws of the Arab Republic of Egypt.`)
};

const ar_terms_governing_law_1 = /** @type {(inputs: Terms_Governing_Law_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخضع هذه الشروط واستخدامك للخدمات لقوانين جمهورية مصر العربية وتُفسَّر وفقًا لها.`)
};

/**

* @param {Terms_Governing_Law_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_governing_law_1 = /** @type {((inputs?: Terms_Governing_Law_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Governing_Law_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_governing_law_1(inputs)
	return en_terms_governing_law_1(inputs)
});