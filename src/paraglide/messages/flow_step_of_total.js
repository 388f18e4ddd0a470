/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, of: NonNullable<unknown>, label: NonNullable<unknown> }} Flow_Step_Of_TotalInputs */

const en_flow_step_of_total = /** @type {(inputs: Flow_Step_Of_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.n} of ${i?.of}: ${i?.label}`)
};

const ar_flow_step_of_total = /** @type {(inputs: Flow_Step_Of_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الخطوة ${i?.n} من ${i?.of}: ${i?.label}`)
};

/**

* @param {Flow_Step_Of_TotalInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_step_of_total = /** @type {((inputs: Flow_Step_Of_TotalInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Step_Of_TotalInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_step_of_total(inputs)
	return en_flow_step_of_total(inputs)
});