/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Guidelines_For_Reviews_List_5Inputs */

const en_terms_guidelines_for_reviews_list_5 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not post false or misleading statements, or take part in a campaign encouraging others to post reviews.`)
};

const ar_terms_guidelines_for_reviews_list_5 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تنشر بيانات كاذبة أو مضللة، أو تشارك في حملة تشجع الآخرين على نشر مراجعات.`)
};

/**

* @param {Terms_Guidelines_For_Reviews_List_5Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_guidelines_for_reviews_list_5 = /** @type {((inputs?: Terms_Guidelines_For_Reviews_List_5Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Guidelines_For_Reviews_List_5Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_guidelines_for_reviews_list_5(inputs)
	return en_terms_guidelines_for_reviews_list_5(inputs)
});