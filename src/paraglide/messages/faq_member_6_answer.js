/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ supportEmail: NonNullable<unknown> }} Faq_Member_6_AnswerInputs */

const en_faq_member_6_answer = /** @type {(inputs: Faq_Member_6_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact our support team at ${i?.supportEmail}. Your cancellation takes effect at the end of the period you have already paid for, and you keep full access until then. Payments already made are final and are not refunded.`)
};

const ar_faq_member_6_answer = /** @type {(inputs: Faq_Member_6_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تواصل مع فريق الدعم على ${i?.supportEmail}. يسري الإلغاء في نهاية الفترة التي دفعت قيمتها، وتحتفظ بكامل إمكانية الاستخدام حتى ذلك الحين. المبالغ المدفوعة نهائية ولا تُسترد.`)
};

/**

* @param {Faq_Member_6_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_6_answer = /** @type {((inputs: Faq_Member_6_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_6_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_6_answer(inputs)
	return en_faq_member_6_answer(inputs)
});