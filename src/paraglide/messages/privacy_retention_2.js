/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_2Inputs */

const en_privacy_retention_2 = /** @type {(inputs: Privacy_Retention_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep usage data for internal analysis for a shorter period, unless it is used to strengthen security or improve the Service, or we are legally required to keep it longer.`)
};

const ar_privacy_retention_2 = /** @type {(inputs: Privacy_Retention_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ونحتفظ ببيانات الاستخدام لأغراض التحليل الداخلي لمدة أقصر، ما لم تُستخدم لتعزيز الأمان أو لتحسين الخدمة، أو كنا ملزمين قانونًا بالاحتفاظ بها لمدة أطول.`)
};

/**

* @param {Privacy_Retention_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_2 = /** @type {((inputs?: Privacy_Retention_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_retention_2(inputs)
	return en_privacy_retention_2(inputs)
});