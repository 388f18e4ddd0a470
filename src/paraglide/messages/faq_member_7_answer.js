/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_7_AnswerInputs */

const en_faq_member_7_answer = /** @type {(inputs: Faq_Member_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, with the permission of a parent or guardian, who should read our terms of use with you before you sign up.`)
};

const ar_faq_member_7_answer = /** @type {(inputs: Faq_Member_7_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نعم، بإذن أحد الوالدين أو ولي الأمر، وعليه قراءة شروط الاستخدام معك قبل التسجيل.`)
};

/**

* @param {Faq_Member_7_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_7_answer = /** @type {((inputs?: Faq_Member_7_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_7_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_7_answer(inputs)
	return en_faq_member_7_answer(inputs)
});