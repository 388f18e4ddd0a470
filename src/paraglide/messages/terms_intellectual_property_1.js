/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Intellectual_Property_1Inputs */

const en_terms_intellectual_property_1 = /** @type {(inputs: Terms_Intellectual_Property_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We own or license all intellectual property in the Services, including the source code, databases, software, designs, text, photographs and graphics, and the trademarks, service marks and logos they contain (the "Marks"). They are protected by copyright, trademark and other intellectual property laws of Egypt and of other countries.`)
};

const ar_terms_intellectual_property_1 = /** @type {(inputs: Terms_Intellectual_Property_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحن نملك جميع حقوق الملكية الفكرية في الخدمات أو نحوز ترخيصًا بها، بما في ذلك الشفرة المصدرية وقواعد البيانات والبرمجيات والتصميمات والنصوص والصور الفوتوغرافية والرسومات، والعلامات التجارية وعلامات الخدمة والشعارات الواردة فيها («العلامات»). وهي محمية بموجب قوانين حق المؤلف والعلامات التجارية وغيرها من قوانين الملكية الفكرية في مصر وفي الدول الأخرى.`)
};

/**

* @param {Terms_Intellectual_Property_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intellectual_property_1 = /** @type {((inputs?: Terms_Intellectual_Property_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intellectual_Property_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intellectual_property_1(inputs)
	return en_terms_intellectual_property_1(inputs)
});