/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Terms_BetweenInputs */

const en_form_terms_between = /** @type {(inputs: Form_Terms_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` and the `)
};

const ar_form_terms_between = /** @type {(inputs: Form_Terms_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` و`)
};

/**

* @param {Form_Terms_BetweenInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_terms_between = /** @type {((inputs?: Form_Terms_BetweenInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Terms_BetweenInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_terms_between(inputs)
	return en_form_terms_between(inputs)
});