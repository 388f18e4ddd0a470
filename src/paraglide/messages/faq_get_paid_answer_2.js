/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Get_Paid_Answer_2Inputs */

const en_faq_get_paid_answer_2 = /** @type {(inputs: Faq_Get_Paid_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every booking, payout and pending amount is listed in your reports, so you always know what you have earned and what is on its way.`)
};

const ar_faq_get_paid_answer_2 = /** @type {(inputs: Faq_Get_Paid_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظهر كل الحجوزات والمبالغ المصروفة والمستحقة في تقاريرك، لتعرف دائمًا ما ربحته وما هو في الطريق إليك.`)
};

/**

* @param {Faq_Get_Paid_Answer_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_get_paid_answer_2 = /** @type {((inputs?: Faq_Get_Paid_Answer_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Get_Paid_Answer_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_get_paid_answer_2(inputs)
	return en_faq_get_paid_answer_2(inputs)
});