/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_3_Part_1Inputs */

const en_terms_subscriptions_3_part_1 = /** @type {(inputs: Terms_Subscriptions_3_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` You can cancel your subscription at any time by contacting our support team at `)
};

const ar_terms_subscriptions_3_part_1 = /** @type {(inputs: Terms_Subscriptions_3_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يمكنك إلغاء اشتراكك في أي وقت بالتواصل مع فريق الدعم لدينا على `)
};

/**

* @param {Terms_Subscriptions_3_Part_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_3_part_1 = /** @type {((inputs?: Terms_Subscriptions_3_Part_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_3_Part_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_3_part_1(inputs)
	return en_terms_subscriptions_3_part_1(inputs)
});