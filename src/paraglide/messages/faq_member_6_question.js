/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_6_QuestionInputs */

const en_faq_member_6_question = /** @type {(inputs: Faq_Member_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How do I cancel my subscription?`)
};

const ar_faq_member_6_question = /** @type {(inputs: Faq_Member_6_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف ألغي اشتراكي؟`)
};

/**

* @param {Faq_Member_6_QuestionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_6_question = /** @type {((inputs?: Faq_Member_6_QuestionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_6_QuestionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_6_question(inputs)
	return en_faq_member_6_question(inputs)
});