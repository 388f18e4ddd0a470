/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_2_ValueInputs */

const en_about_fact_2_value = /** @type {(inputs: About_Fact_2_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Egypt`)
};

const ar_about_fact_2_value = /** @type {(inputs: About_Fact_2_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصر`)
};

/**

* @param {About_Fact_2_ValueInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_fact_2_value = /** @type {((inputs?: About_Fact_2_ValueInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_2_ValueInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_fact_2_value(inputs)
	return en_about_fact_2_value(inputs)
});