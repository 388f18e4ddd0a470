/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_1Inputs */

const en_privacy_retention_1 = /** @type {(inputs: Privacy_Retention_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep personal data only for as long as is necessary for the purposes set out in this policy, and as long as we need to comply with our legal obligations, resolve disputes and enforce our agreements.`)
};

const ar_privacy_retention_1 = /** @type {(inputs: Privacy_Retention_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحتفظ بالبيانات الشخصية فقط للمدة اللازمة لتحقيق الأغراض المبينة في هذه السياسة، وللمدة التي نحتاجها للوفاء بالتزاماتنا القانونية وتسوية النزاعات وإنفاذ اتفاقياتنا.`)
};

/**

* @param {Privacy_Retention_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_1 = /** @type {((inputs?: Privacy_Retention_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_retention_1(inputs)
	return en_privacy_retention_1(inputs)
});