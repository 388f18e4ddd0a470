/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cost_Answer_2Inputs */

const en_faq_cost_answer_2 = /** @type {(inputs: Faq_Cost_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no set-up fee, and you see the terms of your deal before you publish your first class.`)
};

const ar_faq_cost_answer_2 = /** @type {(inputs: Faq_Cost_Answer_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد رسوم تأسيس، وسترى شروط اتفاقك قبل أن تنشر أول حصة.`)
};

/**

* @param {Faq_Cost_Answer_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_cost_answer_2 = /** @type {((inputs?: Faq_Cost_Answer_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cost_Answer_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_cost_answer_2(inputs)
	return en_faq_cost_answer_2(inputs)
});