/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Empty_SectionInputs */

const en_legal_empty_section = /** @type {(inputs: Legal_Empty_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This section is intentionally left blank.`)
};

const ar_legal_empty_section = /** @type {(inputs: Legal_Empty_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُرك هذا القسم فارغًا عمدًا.`)
};

/**

* @param {Legal_Empty_SectionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const legal_empty_section = /** @type {((inputs?: Legal_Empty_SectionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Empty_SectionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_legal_empty_section(inputs)
	return en_legal_empty_section(inputs)
});