/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Guidelines_For_Reviews_2Inputs */

const en_terms_guidelines_for_reviews_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may accept, reject or remove reviews at our sole discretion. Reviews are not endorsed by us and do not necessarily represent our opinions or those of our partners.`)
};

const ar_terms_guidelines_for_reviews_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا قبول المراجعات أو رفضها أو حذفها وفقًا لتقديرنا المنفرد. ونحن لا نتبنى المراجعات، ولا تعبر بالضرورة عن آرائنا أو آراء شركائنا.`)
};

/**

* @param {Terms_Guidelines_For_Reviews_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_guidelines_for_reviews_2 = /** @type {((inputs?: Terms_Guidelines_For_Reviews_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Guidelines_For_Reviews_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_guidelines_for_reviews_2(inputs)
	return en_terms_guidelines_for_reviews_2(inputs)
});