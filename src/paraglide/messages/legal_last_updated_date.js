/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Last_Updated_DateInputs */

const en_legal_last_updated_date = /** @type {(inputs: Legal_Last_Updated_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`January 01, 2025`)
};

const ar_legal_last_updated_date = /** @type {(inputs: Legal_Last_Updated_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`١ يناير ٢٠٢٥`)
};

/**

* @param {Legal_Last_Updated_DateInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated_date = /** @type {((inputs?: Legal_Last_Updated_DateInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Last_Updated_DateInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_legal_last_updated_date(inputs)
	return en_legal_last_updated_date(inputs)
});