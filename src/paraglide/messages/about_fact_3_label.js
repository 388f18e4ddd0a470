/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_3_LabelInputs */

const en_about_fact_3_label = /** @type {(inputs: About_Fact_3_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`governorates members can book in`)
};

const ar_about_fact_3_label = /** @type {(inputs: About_Fact_3_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محافظة يمكن للأعضاء الحجز فيها`)
};

/**

* @param {About_Fact_3_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_fact_3_label = /** @type {((inputs?: About_Fact_3_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_3_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_fact_3_label(inputs)
	return en_about_fact_3_label(inputs)
});