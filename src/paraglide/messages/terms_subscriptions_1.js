/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_1Inputs */

const en_terms_subscriptions_1 = /** @type {(inputs: Terms_Subscriptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Your subscription continues and automatically renews on a monthly recurring basis until you cancel it. You consent to our charging your payment method on a recurring basis without requiring your prior approval for each charge, until you cancel.`)
};

const ar_terms_subscriptions_1 = /** @type {(inputs: Terms_Subscriptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يستمر اشتراكك ويتجدد تلقائيًا بصفة شهرية متكررة إلى أن تقوم بإلغائه. وتوافق على أن نخصم المبالغ من وسيلة الدفع الخاصة بك بصفة متكررة دون الحاجة إلى الحصول على موافقتك المسبقة على كل عملية خصم، وذلك إلى أن تقوم بالإلغاء.`)
};

/**

* @param {Terms_Subscriptions_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_1 = /** @type {((inputs?: Terms_Subscriptions_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_1(inputs)
	return en_terms_subscriptions_1(inputs)
});