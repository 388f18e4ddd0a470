/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_Management_1Inputs */

const en_terms_services_management_1 = /** @type {(inputs: Terms_Services_Management_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have the right, but not the obligation, to:`)
};

const ar_terms_services_management_1 = /** @type {(inputs: Terms_Services_Management_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحق لنا، دون أن نكون ملزمين بذلك، ما يلي:`)
};

/**

* @param {Terms_Services_Management_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_management_1 = /** @type {((inputs?: Terms_Services_Management_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_Management_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_management_1(inputs)
	return en_terms_services_management_1(inputs)
});