/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Dispute_Resolution_2_Part_2Inputs */

const en_terms_dispute_resolution_2_part_2 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. The governing law of these terms is Egyptian law.`)
};

const ar_terms_dispute_resolution_2_part_2 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. والقانون الواجب التطبيق على هذه الشروط هو القانون المصري.`)
};

/**

* @param {Terms_Dispute_Resolution_2_Part_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_dispute_resolution_2_part_2 = /** @type {((inputs?: Terms_Dispute_Resolution_2_Part_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Dispute_Resolution_2_Part_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_dispute_resolution_2_part_2(inputs)
	return en_terms_dispute_resolution_2_part_2(inputs)
});