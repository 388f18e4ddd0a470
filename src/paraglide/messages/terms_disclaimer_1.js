/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Disclaimer_1Inputs */

const en_terms_disclaimer_1 = /** @type {(inputs: Terms_Disclaimer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are provided on an as-is and as-available basis. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including the implied warranties of merchantability, fitness for a particular purpose and non-infringement. We make no warranty about the accuracy or completeness of the content of the Services or of any website linked to them.`)
};

const ar_terms_disclaimer_1 = /** @type {(inputs: Terms_Disclaimer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُقدَّم الخدمات «كما هي» و«حسب إتاحتها». وإلى أقصى حد يسمح به القانون، فإننا نُخلي مسؤوليتنا عن جميع الضمانات، الصريحة أو الضمنية، بما في ذلك الضمانات الضمنية المتعلقة بالصلاحية للتسويق والملاءمة لغرض معين وعدم التعدي على حقوق الغير. ولا نقدم أي ضمان بشأن دقة أو اكتمال محتوى الخدمات أو أي موقع إلكتروني مرتبط بها.`)
};

/**

* @param {Terms_Disclaimer_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_disclaimer_1 = /** @type {((inputs?: Terms_Disclaimer_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Disclaimer_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_disclaimer_1(inputs)
	return en_terms_disclaimer_1(inputs)
});