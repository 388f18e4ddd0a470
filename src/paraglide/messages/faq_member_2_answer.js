/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_2_AnswerInputs */

const en_faq_member_2_answer = /** @type {(inputs: Faq_Member_2_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen is an app for booking fitness and wellness near you: yoga and pilates, gym sessions, outdoor classes, spa treatments, salon appointments and personal training, all from one account.`)
};

const ar_faq_member_2_answer = /** @type {(inputs: Faq_Member_2_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين تطبيق لحجز خدمات اللياقة والعناية بالصحة القريبة منك: اليوجا والبيلاتس، وجلسات الجيم، والحصص في الهواء الطلق، وجلسات السبا، ومواعيد الصالونات، والتدريب الشخصي، وكل ذلك من حساب واحد.`)
};

/**

* @param {Faq_Member_2_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_2_answer = /** @type {((inputs?: Faq_Member_2_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_2_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_2_answer(inputs)
	return en_faq_member_2_answer(inputs)
});