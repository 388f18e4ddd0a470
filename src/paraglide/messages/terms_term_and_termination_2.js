/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Term_And_Termination_2Inputs */

const en_terms_term_and_termination_2 = /** @type {(inputs: Terms_Term_And_Termination_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we terminate or suspend your account, you may not register and create a new account under your name, a fake or borrowed name, or the name of any third party, even if you may be acting on behalf of that third party.`)
};

const ar_terms_term_and_termination_2 = /** @type {(inputs: Terms_Term_And_Termination_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا قمنا بإنهاء حسابك أو تعليقه، فلا يجوز لك تسجيل حساب جديد وإنشاؤه باسمك أو باسم مزيف أو مستعار أو باسم أي طرف ثالث، حتى لو كنت تتصرف نيابةً عن ذلك الطرف الثالث.`)
};

/**

* @param {Terms_Term_And_Termination_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_term_and_termination_2 = /** @type {((inputs?: Terms_Term_And_Termination_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Term_And_Termination_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_term_and_termination_2(inputs)
	return en_terms_term_and_termination_2(inputs)
});