/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_7_AnswerInputs */

const en_faq_business_7_answer = /** @type {(inputs: Faq_Business_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard shows bookings, attendance, busiest days and times, and earnings by class and by week. Use it to see which classes fill fastest and where an extra session would pay off.`)
};

const ar_faq_business_7_answer = /** @type {(inputs: Faq_Business_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرض لوحة التحكم الحجوزات والحضور وأكثر الأيام والأوقات ازدحامًا، والأرباح حسب الحصة والأسبوع. استخدمها لتعرف أي الحصص تمتلئ أسرع وأين تفيدك جلسة إضافية.`)
};

/**

* @param {Faq_Business_7_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_7_answer = /** @type {((inputs?: Faq_Business_7_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_7_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_7_answer(inputs)
	return en_faq_business_7_answer(inputs)
});