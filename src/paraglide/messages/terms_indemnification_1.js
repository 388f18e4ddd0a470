/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Indemnification_1Inputs */

const en_terms_indemnification_1 = /** @type {(inputs: Terms_Indemnification_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You agree to defend, indemnify and hold us harmless, including our subsidiaries, affiliates, officers, agents, partners and employees, from any loss, damage, liability, claim or demand, including reasonable legal fees, made by a third party because of your Contributions, your use of the Services, your breach of these terms or your violation of the rights of a third party.`)
};

const ar_terms_indemnification_1 = /** @type {(inputs: Terms_Indemnification_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توافق على الدفاع عنا وتعويضنا ودرء أي مسؤولية عنا، ويشمل ذلك الشركات التابعة لنا والشركات المرتبطة بنا ومسؤولينا ووكلاءنا وشركاءنا وموظفينا، في مواجهة أي خسارة أو ضرر أو مسؤولية أو مطالبة أو طلب، بما في ذلك أتعاب المحاماة المعقولة، يتقدم به طرف ثالث بسبب مساهماتك أو استخدامك للخدمات أو مخالفتك لهذه الشروط أو انتهاكك لحقوق أي طرف ثالث.`)
};

/**

* @param {Terms_Indemnification_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_indemnification_1 = /** @type {((inputs?: Terms_Indemnification_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Indemnification_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_indemnification_1(inputs)
	return en_terms_indemnification_1(inputs)
});