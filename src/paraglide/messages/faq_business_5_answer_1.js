/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_5_Answer_1Inputs */

const en_faq_business_5_answer_1 = /** @type {(inputs: Faq_Business_5_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add each class or service once with its description, duration, instructor and price, then place it on your timetable. Whenever you have room, open spots for members to book.`)
};

const ar_faq_business_5_answer_1 = /** @type {(inputs: Faq_Business_5_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف كل حصة أو خدمة مرة واحدة مع وصفها ومدتها والمدرب وسعرها، ثم ضعها في جدول مواعيدك. ومتى توفرت لديك أماكن، أتِحها ليحجزها الأعضاء.`)
};

/**

* @param {Faq_Business_5_Answer_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_5_answer_1 = /** @type {((inputs?: Faq_Business_5_Answer_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_5_Answer_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_5_answer_1(inputs)
	return en_faq_business_5_answer_1(inputs)
});