/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_3_Part_2Inputs */

const en_terms_subscriptions_3_part_2 = /** @type {(inputs: Terms_Subscriptions_3_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Your cancellation will take effect at the end of the current paid term. If you have questions or are unhappy with the Services, please write to us.`)
};

const ar_terms_subscriptions_3_part_2 = /** @type {(inputs: Terms_Subscriptions_3_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. ويسري الإلغاء في نهاية مدة الاشتراك المدفوعة الحالية. وإذا كانت لديك أي أسئلة أو كنت غير راضٍ عن الخدمات، يُرجى مراسلتنا.`)
};

/**

* @param {Terms_Subscriptions_3_Part_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_3_part_2 = /** @type {((inputs?: Terms_Subscriptions_3_Part_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_3_Part_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_3_part_2(inputs)
	return en_terms_subscriptions_3_part_2(inputs)
});