/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cost_Answer_1Inputs */

const en_faq_cost_answer_1 = /** @type {(inputs: Faq_Cost_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing up and building your profile is free. What Tamreen costs your business depends on the deal agreed with our partnerships team, which takes into account your type of business, your prices and how many spots you open to members.`)
};

const ar_faq_cost_answer_1 = /** @type {(inputs: Faq_Cost_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التسجيل وإنشاء صفحتك مجانيان. أما تكلفة تمرين على نشاطك فتعتمد على الاتفاق مع فريق الشراكات لدينا، والذي يراعي نوع نشاطك وأسعارك وعدد الأماكن التي تتيحها للأعضاء.`)
};

/**

* @param {Faq_Cost_Answer_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_cost_answer_1 = /** @type {((inputs?: Faq_Cost_Answer_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cost_Answer_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_cost_answer_1(inputs)
	return en_faq_cost_answer_1(inputs)
});