/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_4_QuestionInputs */

const en_faq_business_4_question = /** @type {(inputs: Faq_Business_4_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where is Tamreen available?`)
};

const ar_faq_business_4_question = /** @type {(inputs: Faq_Business_4_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أين يتوفر تمرين؟`)
};

/**

* @param {Faq_Business_4_QuestionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_4_question = /** @type {((inputs?: Faq_Business_4_QuestionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_4_QuestionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_4_question(inputs)
	return en_faq_business_4_question(inputs)
});