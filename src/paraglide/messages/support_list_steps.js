/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Support_List_StepsInputs */

const en_support_list_steps = /** @type {(inputs: Support_List_StepsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 step`);
	return /** @type {LocalizedString} */ (`${i?.countText} steps`)
	
};

const ar_support_list_steps = /** @type {(inputs: Support_List_StepsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ar", i?.count, {});
	if (countPlural === "zero") return /** @type {LocalizedString} */ (`لا توجد خطوات`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`خطوة واحدة`);
	if (countPlural === "two") return /** @type {LocalizedString} */ (`خطوتان`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.countText} خطوات`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.countText} خطوة`);
	return /** @type {LocalizedString} */ (`${i?.countText} خطوة`)
	
};

/**

* @param {Support_List_StepsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_list_steps = /** @type {((inputs: Support_List_StepsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_List_StepsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_list_steps(inputs)
	return en_support_list_steps(inputs)
});