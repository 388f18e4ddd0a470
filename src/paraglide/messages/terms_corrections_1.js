/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Corrections_1Inputs */

const en_terms_corrections_1 = /** @type {(inputs: Terms_Corrections_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may contain typographical errors, inaccuracies or omissions, including in descriptions, prices and availability. We reserve the right to correct them and to change or update information at any time, without prior notice.`)
};

const ar_terms_corrections_1 = /** @type {(inputs: Terms_Corrections_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتوي الخدمات على أخطاء مطبعية أو معلومات غير دقيقة أو سهو، بما في ذلك في الأوصاف والأسعار ومدى الإتاحة. ونحتفظ بالحق في تصحيحها وفي تغيير المعلومات أو تحديثها في أي وقت، دون إشعار مسبق.`)
};

/**

* @param {Terms_Corrections_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_corrections_1 = /** @type {((inputs?: Terms_Corrections_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Corrections_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_corrections_1(inputs)
	return en_terms_corrections_1(inputs)
});