/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Electronic_Communications_1Inputs */

const en_terms_electronic_communications_1 = /** @type {(inputs: Terms_Electronic_Communications_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiting the Services, sending us emails and completing online forms are electronic communications. You consent to receive electronic communications, and you agree that all agreements, notices and other communications we provide to you electronically, by email and on the Services, satisfy any legal requirement that such communication be in writing.`)
};

const ar_terms_electronic_communications_1 = /** @type {(inputs: Terms_Electronic_Communications_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُعد زيارة الخدمات وإرسال رسائل البريد الإلكتروني إلينا وتعبئة النماذج عبر الإنترنت اتصالات إلكترونية. وتوافق على تلقي الاتصالات الإلكترونية، وعلى أن جميع الاتفاقيات والإشعارات وغيرها من الاتصالات التي نقدمها إليك إلكترونيًا، عبر البريد الإلكتروني وعلى الخدمات، تستوفي أي اشتراط قانوني بأن تكون هذه الاتصالات مكتوبة.`)
};

/**

* @param {Terms_Electronic_Communications_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_electronic_communications_1 = /** @type {((inputs?: Terms_Electronic_Communications_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Electronic_Communications_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_electronic_communications_1(inputs)
	return en_terms_electronic_communications_1(inputs)
});