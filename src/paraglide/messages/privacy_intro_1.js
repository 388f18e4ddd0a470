/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ companyLegalName: NonNullable<unknown> }} Privacy_Intro_1Inputs */

const en_privacy_intro_1 = /** @type {(inputs: Privacy_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This privacy policy describes how ${i?.companyLegalName} collects, uses and protects your information when you use the Tamreen website and app, and tells you about your privacy rights.`)
};

const ar_privacy_intro_1 = /** @type {(inputs: Privacy_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصف سياسة الخصوصية هذه كيف تجمع ${i?.companyLegalName} معلوماتك وتستخدمها وتحميها عند استخدامك لموقع تمرين الإلكتروني وتطبيقه، كما تُعرّفك بحقوقك المتعلقة بالخصوصية.`)
};

/**

* @param {Privacy_Intro_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_intro_1 = /** @type {((inputs: Privacy_Intro_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Intro_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_intro_1(inputs)
	return en_privacy_intro_1(inputs)
});