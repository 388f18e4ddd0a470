/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Copyright_Infringements_1_Part_1Inputs */

const en_terms_copyright_infringements_1_part_1 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We respect the intellectual property rights of others. If you believe that material on the Services infringes a copyright you own or control, please tell us at `)
};

const ar_terms_copyright_infringements_1_part_1 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحن نحترم حقوق الملكية الفكرية للغير. إذا كنت تعتقد أن أي مادة على الخدمات تتعدى على حق مؤلف تملكه أو تتحكم فيه، يُرجى إبلاغنا على `)
};

/**

* @param {Terms_Copyright_Infringements_1_Part_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_copyright_infringements_1_part_1 = /** @type {((inputs?: Terms_Copyright_Infringements_1_Part_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Copyright_Infringements_1_Part_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_copyright_infringements_1_part_1(inputs)
	return en_terms_copyright_infringements_1_part_1(inputs)
});