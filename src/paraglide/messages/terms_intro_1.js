/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Terms_Intro_1Inputs */

const en_terms_intro_1 = /** @type {(inputs: Terms_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These terms of use are a legally binding agreement between you, whether personally or on behalf of a business ("you"), and ${i?.companyLegalName} ("Company", "we", "us" or "our"), a company registered in Cairo, Egypt, at ${i?.companyAddress}.`)
};

const ar_terms_intro_1 = /** @type {(inputs: Terms_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُعد شروط الاستخدام هذه اتفاقًا ملزمًا قانونًا بينك، سواء بصفتك الشخصية أو نيابةً عن نشاط تجاري («أنت»)، وبين ${i?.companyLegalName} («الشركة» أو «نحن» أو «لنا» أو «الخاص بنا»)، وهي شركة مسجلة في القاهرة، مصر، ومقرها ${i?.companyAddress}.`)
};

/**

* @param {Terms_Intro_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intro_1 = /** @type {((inputs: Terms_Intro_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intro_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intro_1(inputs)
	return en_terms_intro_1(inputs)
});