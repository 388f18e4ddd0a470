/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_3_AnswerInputs */

const en_faq_business_3_answer = /** @type {(inputs: Faq_Business_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studios, gyms, spas, salons, personal trainers and wellness venues of every size. If members can book a class, a session or a treatment with you, you can list it on Tamreen.`)
};

const ar_faq_business_3_answer = /** @type {(inputs: Faq_Business_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستوديوهات وصالات الجيم والسبا والصالونات والمدربون الشخصيون ومنشآت العناية بالصحة بكل أحجامها. إذا كان الأعضاء يستطيعون حجز حصة أو جلسة أو خدمة عناية لديك، فيمكنك عرضها على تمرين.`)
};

/**

* @param {Faq_Business_3_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_3_answer = /** @type {((inputs?: Faq_Business_3_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_3_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_3_answer(inputs)
	return en_faq_business_3_answer(inputs)
});