/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Support_List_OpenInputs */

const en_support_list_open = /** @type {(inputs: Support_List_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open trace ${i?.reference}`)
};

const ar_support_list_open = /** @type {(inputs: Support_List_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`افتح السجل ${i?.reference}`)
};

/**

* @param {Support_List_OpenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_list_open = /** @type {((inputs: Support_List_OpenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_List_OpenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_list_open(inputs)
	return en_support_list_open(inputs)
});