/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_2Inputs */

const en_terms_subscriptions_2 = /** @type {(inputs: Terms_Subscriptions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` We offer a 30-day free trial to new registered users. Your account will not be charged during the trial, and your subscription will be suspended until it is upgraded to a paid version at the end of the free trial.`)
};

const ar_terms_subscriptions_2 = /** @type {(inputs: Terms_Subscriptions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` نقدم فترة تجريبية مجانية مدتها ٣٠ يومًا للمستخدمين المسجلين الجدد. ولن يُخصم أي مبلغ من حسابك خلال الفترة التجريبية، وسيُعلَّق اشتراكك إلى أن تتم ترقيته إلى نسخة مدفوعة عند انتهاء الفترة التجريبية المجانية.`)
};

/**

* @param {Terms_Subscriptions_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_2 = /** @type {((inputs?: Terms_Subscriptions_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_2(inputs)
	return en_terms_subscriptions_2(inputs)
});