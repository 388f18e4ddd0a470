/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Get_Paid_Answer_1Inputs */

const en_faq_get_paid_answer_1 = /** @type {(inputs: Faq_Get_Paid_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You request a payment from the Tamreen business app whenever you have earnings waiting. The app reviews and approves the request, then pays you instantly or by wallet transfer, whichever you chose when you set up your payout details.`)
};

const ar_faq_get_paid_answer_1 = /** @type {(inputs: Faq_Get_Paid_Answer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب صرف مستحقاتك من تطبيق تمرين للأعمال متى كانت لديك أرباح في الانتظار. يراجع التطبيق الطلب ويوافق عليه، ثم يحوّل لك المبلغ فورًا أو إلى محفظتك الإلكترونية، حسب الطريقة التي اخترتها عند إعداد بيانات الصرف.`)
};

/**

* @param {Faq_Get_Paid_Answer_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_get_paid_answer_1 = /** @type {((inputs?: Faq_Get_Paid_Answer_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Get_Paid_Answer_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_get_paid_answer_1(inputs)
	return en_faq_get_paid_answer_1(inputs)
});