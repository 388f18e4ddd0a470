/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_7_QuestionInputs */

const en_faq_member_7_question = /** @type {(inputs: Faq_Member_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can I use the app if I am under 18?`)
};

const ar_faq_member_7_question = /** @type {(inputs: Faq_Member_7_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هل يمكنني استخدام التطبيق إذا كان عمري أقل من ١٨ عامًا؟`)
};

/**

* @param {Faq_Member_7_QuestionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_7_question = /** @type {((inputs?: Faq_Member_7_QuestionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_7_QuestionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_7_question(inputs)
	return en_faq_member_7_question(inputs)
});