/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prohibited_Activities_1Inputs */

const en_terms_prohibited_activities_1 = /** @type {(inputs: Terms_Prohibited_Activities_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may not use the Services for any purpose other than the one we make them available for. As a user of the Services, you agree not to:`)
};

const ar_terms_prohibited_activities_1 = /** @type {(inputs: Terms_Prohibited_Activities_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يجوز لك استخدام الخدمات لأي غرض غير الغرض الذي نتيحها من أجله. وبصفتك مستخدمًا للخدمات، فإنك توافق على عدم القيام بما يلي:`)
};

/**

* @param {Terms_Prohibited_Activities_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_prohibited_activities_1 = /** @type {((inputs?: Terms_Prohibited_Activities_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prohibited_Activities_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_prohibited_activities_1(inputs)
	return en_terms_prohibited_activities_1(inputs)
});