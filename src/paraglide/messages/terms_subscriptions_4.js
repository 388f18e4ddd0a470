/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Subscriptions_4Inputs */

const en_terms_subscriptions_4 = /** @type {(inputs: Terms_Subscriptions_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` We may change the subscription price from time to time and will tell you about any change in advance, in line with applicable law.`)
};

const ar_terms_subscriptions_4 = /** @type {(inputs: Terms_Subscriptions_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يجوز لنا تغيير سعر الاشتراك من وقت لآخر، وسنُخطرك مسبقًا بأي تغيير، وفقًا للقانون المعمول به.`)
};

/**

* @param {Terms_Subscriptions_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_subscriptions_4 = /** @type {((inputs?: Terms_Subscriptions_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Subscriptions_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_subscriptions_4(inputs)
	return en_terms_subscriptions_4(inputs)
});