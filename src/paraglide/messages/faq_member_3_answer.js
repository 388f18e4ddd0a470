/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Member_3_AnswerInputs */

const en_faq_member_3_answer = /** @type {(inputs: Faq_Member_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the app, create your account with your mobile number and browse what is on near you. Pick a class or treatment, choose a time with open spots and confirm. Your booking shows up in the app straight away.`)
};

const ar_faq_member_3_answer = /** @type {(inputs: Faq_Member_3_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق، وأنشئ حسابك برقم هاتفك المحمول، وتصفّح ما هو متاح بالقرب منك. اختر حصة أو خدمة عناية، ثم موعدًا فيه أماكن متاحة، وأكّد الحجز. سيظهر حجزك في التطبيق فورًا.`)
};

/**

* @param {Faq_Member_3_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_member_3_answer = /** @type {((inputs?: Faq_Member_3_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Member_3_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_member_3_answer(inputs)
	return en_faq_member_3_answer(inputs)
});