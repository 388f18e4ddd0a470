/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Copyright_Infringements_1_Part_2Inputs */

const en_terms_copyright_infringements_1_part_2 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, describing the work and where it appears. A notification that is not made in good faith may expose you to liability.`)
};

const ar_terms_copyright_infringements_1_part_2 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، مع وصف المُصنَّف وموضع ظهوره. وقد يُعرّضك الإخطار الذي لا يُقدَّم بحسن نية للمساءلة القانونية.`)
};

/**

* @param {Terms_Copyright_Infringements_1_Part_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_copyright_infringements_1_part_2 = /** @type {((inputs?: Terms_Copyright_Infringements_1_Part_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Copyright_Infringements_1_Part_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_copyright_infringements_1_part_2(inputs)
	return en_terms_copyright_infringements_1_part_2(inputs)
});