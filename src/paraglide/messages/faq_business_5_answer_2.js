/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_5_Answer_2Inputs */

const en_faq_business_5_answer_2 = /** @type {(inputs: Faq_Business_5_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can change a class, close its spots or cancel a session at any time, and members who booked are notified in the app.`)
};

const ar_faq_business_5_answer_2 = /** @type {(inputs: Faq_Business_5_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك تعديل أي حصة أو إغلاق أماكنها أو إلغاء جلسة في أي وقت، ويصل إشعار بذلك إلى الأعضاء الذين حجزوا عبر التطبيق.`)
};

/**

* @param {Faq_Business_5_Answer_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_5_answer_2 = /** @type {((inputs?: Faq_Business_5_Answer_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_5_Answer_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_5_answer_2(inputs)
	return en_faq_business_5_answer_2(inputs)
});