/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Policy_1Inputs */

const en_terms_policy_1 = /** @type {(inputs: Terms_Policy_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All sales are final and no refund will be issued. Cancelling a subscription stops future renewals; it does not refund the current paid term.`)
};

const ar_terms_policy_1 = /** @type {(inputs: Terms_Policy_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جميع المبيعات نهائية ولن تُرد أي مبالغ. ويؤدي إلغاء الاشتراك إلى إيقاف التجديدات المستقبلية، ولكنه لا يترتب عليه استرداد قيمة مدة الاشتراك المدفوعة الحالية.`)
};

/**

* @param {Terms_Policy_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_policy_1 = /** @type {((inputs?: Terms_Policy_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Policy_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_policy_1(inputs)
	return en_terms_policy_1(inputs)
});