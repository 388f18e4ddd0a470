/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_6_AnswerInputs */

const en_faq_business_6_answer = /** @type {(inputs: Faq_Business_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. You set the capacity of every class and session. Bookings stop automatically as soon as it is full, so you never have more people at the door than you can welcome.`)
};

const ar_faq_business_6_answer = /** @type {(inputs: Faq_Business_6_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم. أنت من يحدد سعة كل حصة وجلسة، ويتوقف الحجز تلقائيًا فور اكتمال العدد، فلا يأتيك أبدًا عدد أكبر مما يمكنك استقباله.`)
};

/**

* @param {Faq_Business_6_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_6_answer = /** @type {((inputs?: Faq_Business_6_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_6_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_6_answer(inputs)
	return en_faq_business_6_answer(inputs)
});