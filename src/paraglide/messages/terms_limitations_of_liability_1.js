/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Limitations_Of_Liability_1Inputs */

const en_terms_limitations_of_liability_1 = /** @type {(inputs: Terms_Limitations_Of_Liability_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To the fullest extent permitted by law, neither we nor our directors, employees or agents will be liable to you for any indirect, consequential, incidental, special or punitive damages, including lost profit, lost revenue or loss of data, arising from your use of the Services. Our total liability to you for any cause is limited to the amount you paid us, if any, during the six (6) months before the cause of action arose.`)
};

const ar_terms_limitations_of_liability_1 = /** @type {(inputs: Terms_Limitations_Of_Liability_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلى أقصى حد يسمح به القانون، لن نكون نحن ولا مديرونا ولا موظفونا ولا وكلاؤنا مسؤولين تجاهك عن أي أضرار غير مباشرة أو تبعية أو عرضية أو خاصة أو عقابية، بما في ذلك الأرباح الفائتة أو الإيرادات الفائتة أو فقدان البيانات، الناشئة عن استخدامك للخدمات. وتقتصر مسؤوليتنا الإجمالية تجاهك عن أي سبب على المبلغ الذي دفعته لنا، إن وُجد، خلال الستة (٦) أشهر السابقة على نشوء سبب الدعوى.`)
};

/**

* @param {Terms_Limitations_Of_Liability_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_limitations_of_liability_1 = /** @type {((inputs?: Terms_Limitations_Of_Liability_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Limitations_Of_Liability_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_limitations_of_liability_1(inputs)
	return en_terms_limitations_of_liability_1(inputs)
});