/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_TitleInputs */

const en_terms_services_title = /** @type {(inputs: Terms_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our services`)
};

const ar_terms_services_title = /** @type {(inputs: Terms_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خدماتنا`)
};

/**

* @param {Terms_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_title = /** @type {((inputs?: Terms_Services_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_title(inputs)
	return en_terms_services_title(inputs)
});