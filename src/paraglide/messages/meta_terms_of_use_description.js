/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Terms_Of_Use_DescriptionInputs */

const en_meta_terms_of_use_description = /** @type {(inputs: Meta_Terms_Of_Use_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The terms that govern your use of Tamreen and its services.`)
};

const ar_meta_terms_of_use_description = /** @type {(inputs: Meta_Terms_Of_Use_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشروط التي تنظّم استخدامك لـتمرين وخدماته.`)
};

/**

* @param {Meta_Terms_Of_Use_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_terms_of_use_description = /** @type {((inputs?: Meta_Terms_Of_Use_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Terms_Of_Use_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_terms_of_use_description(inputs)
	return en_meta_terms_of_use_description(inputs)
});