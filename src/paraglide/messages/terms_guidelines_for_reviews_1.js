/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Guidelines_For_Reviews_1Inputs */

const en_terms_guidelines_for_reviews_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may let members leave reviews or ratings of businesses. When posting a review, you must:`)
};

const ar_terms_guidelines_for_reviews_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نتيح للأعضاء إضافة مراجعات أو تقييمات للمنشآت. وعند نشر أي مراجعة، يجب عليك:`)
};

/**

* @param {Terms_Guidelines_For_Reviews_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_guidelines_for_reviews_1 = /** @type {((inputs?: Terms_Guidelines_For_Reviews_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Guidelines_For_Reviews_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_guidelines_for_reviews_1(inputs)
	return en_terms_guidelines_for_reviews_1(inputs)
});