/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Website_UrlInputs */

const en_validation_website_url = /** @type {(inputs: Validation_Website_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Must be a valid domain or URL`)
};

const ar_validation_website_url = /** @type {(inputs: Validation_Website_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرجاء إدخال اسم نطاق أو رابط صحيح`)
};

/**

* @param {Validation_Website_UrlInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const validation_website_url = /** @type {((inputs?: Validation_Website_UrlInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Website_UrlInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_validation_website_url(inputs)
	return en_validation_website_url(inputs)
});