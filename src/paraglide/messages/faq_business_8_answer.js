/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Business_8_AnswerInputs */

const en_faq_business_8_answer = /** @type {(inputs: Faq_Business_8_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A mobile number that can receive a text message, your name and email, and your business details: its name, type and location. We send a six-digit code to your phone to confirm it is yours, and your account is ready in a few minutes.`)
};

const ar_faq_business_8_answer = /** @type {(inputs: Faq_Business_8_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم هاتف محمول يستقبل الرسائل النصية، واسمك وبريدك الإلكتروني، وبيانات نشاطك: الاسم والنوع والموقع. نرسل رمزًا من ستة أرقام إلى هاتفك للتأكد من أنه رقمك، ويصبح حسابك جاهزًا خلال دقائق.`)
};

/**

* @param {Faq_Business_8_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_business_8_answer = /** @type {((inputs?: Faq_Business_8_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Business_8_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_business_8_answer(inputs)
	return en_faq_business_8_answer(inputs)
});