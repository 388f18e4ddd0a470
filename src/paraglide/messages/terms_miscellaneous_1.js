/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Miscellaneous_1Inputs */

const en_terms_miscellaneous_1 = /** @type {(inputs: Terms_Miscellaneous_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms and any policies we post on the Services are the entire agreement between you and us. Our failure to exercise or enforce any right or provision of these terms does not waive it. If any provision is found unlawful, void or unenforceable, it is severable and does not affect the rest. We may assign any or all of our rights and obligations to others at any time.`)
};

const ar_terms_miscellaneous_1 = /** @type {(inputs: Terms_Miscellaneous_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُشكّل هذه الشروط وأي سياسات ننشرها على الخدمات الاتفاق الكامل بينك وبيننا. ولا يُعد عدم ممارستنا أو عدم إنفاذنا لأي حق أو حكم من أحكام هذه الشروط تنازلًا عنه. وإذا تبين أن أي حكم غير قانوني أو باطل أو غير قابل للتنفيذ، فإنه يُعد منفصلًا ولا يؤثر على باقي الأحكام. ويجوز لنا التنازل عن أي من حقوقنا والتزاماتنا أو عنها جميعًا للغير في أي وقت.`)
};

/**

* @param {Terms_Miscellaneous_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_miscellaneous_1 = /** @type {((inputs?: Terms_Miscellaneous_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Miscellaneous_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_miscellaneous_1(inputs)
	return en_terms_miscellaneous_1(inputs)
});