/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Thank_You_DescriptionInputs */

const en_meta_thank_you_description = /** @type {(inputs: Meta_Thank_You_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for getting in touch with Tamreen.`)
};

const ar_meta_thank_you_description = /** @type {(inputs: Meta_Thank_You_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا لتواصلك مع تمرين.`)
};

/**

* @param {Meta_Thank_You_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_thank_you_description = /** @type {((inputs?: Meta_Thank_You_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Thank_You_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_thank_you_description(inputs)
	return en_meta_thank_you_description(inputs)
});