/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Guidelines_For_Reviews_List_4Inputs */

const en_terms_guidelines_for_reviews_list_4 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not post a review about a competitor or a business you are affiliated with;`)
};

const ar_terms_guidelines_for_reviews_list_4 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تنشر مراجعة عن منافس أو عن منشأة تربطك بها صلة؛`)
};

/**

* @param {Terms_Guidelines_For_Reviews_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_guidelines_for_reviews_list_4 = /** @type {((inputs?: Terms_Guidelines_For_Reviews_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Guidelines_For_Reviews_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_guidelines_for_reviews_list_4(inputs)
	return en_terms_guidelines_for_reviews_list_4(inputs)
});