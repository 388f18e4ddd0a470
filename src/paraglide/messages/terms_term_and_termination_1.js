/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Term_And_Termination_1Inputs */

const en_terms_term_and_termination_1 = /** @type {(inputs: Terms_Term_And_Termination_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms remain in full force and effect while you use the Services. We reserve the right, at our sole discretion and without notice or liability, to deny access to and use of the Services to any person for any reason, including a breach of these terms or of any law, and to suspend or terminate your account.`)
};

const ar_terms_term_and_termination_1 = /** @type {(inputs: Terms_Term_And_Termination_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظل هذه الشروط سارية ونافذة بالكامل طوال فترة استخدامك للخدمات. ونحتفظ بالحق، وفقًا لتقديرنا المنفرد ودون إشعار أو أي مسؤولية، في منع أي شخص من الوصول إلى الخدمات واستخدامها لأي سبب، بما في ذلك مخالفة هذه الشروط أو أي قانون، وفي تعليق حسابك أو إنهائه.`)
};

/**

* @param {Terms_Term_And_Termination_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_term_and_termination_1 = /** @type {((inputs?: Terms_Term_And_Termination_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Term_And_Termination_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_term_and_termination_1(inputs)
	return en_terms_term_and_termination_1(inputs)
});