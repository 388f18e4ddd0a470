/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_1_ValueInputs */

const en_about_fact_1_value = /** @type {(inputs: About_Fact_1_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cairo`)
};

const ar_about_fact_1_value = /** @type {(inputs: About_Fact_1_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القاهرة`)
};

/**

* @param {About_Fact_1_ValueInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_fact_1_value = /** @type {((inputs?: About_Fact_1_ValueInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_1_ValueInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_fact_1_value(inputs)
	return en_about_fact_1_value(inputs)
});