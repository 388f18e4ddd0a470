/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_4_AnswerInputs */

const en_faq_member_4_answer = /** @type {(inputs: Faq_Member_4_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership is a monthly subscription that renews automatically, and new members get a 30-day free trial. The price of a class or treatment depends on the deal agreed between Tamreen and each venue, and you always see it before you book.`)
};

const ar_faq_member_4_answer = /** @type {(inputs: Faq_Member_4_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العضوية اشتراك شهري يتجدد تلقائيًا، ويحصل الأعضاء الجدد على تجربة مجانية لمدة ٣٠ يومًا. يعتمد سعر الحصة أو خدمة العناية على الاتفاق بين تمرين وكل منشأة، وستراه دائمًا قبل الحجز.`)
};

/**

* @param {Faq_Member_4_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_4_answer = /** @type {((inputs?: Faq_Member_4_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_4_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_4_answer(inputs)
	return en_faq_member_4_answer(inputs)
});