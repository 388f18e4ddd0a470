/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Social_FacebookInputs */

const en_nav_social_facebook = /** @type {(inputs: Nav_Social_FacebookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen on Facebook`)
};

const ar_nav_social_facebook = /** @type {(inputs: Nav_Social_FacebookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين على Facebook`)
};

/**

* @param {Nav_Social_FacebookInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_social_facebook = /** @type {((inputs?: Nav_Social_FacebookInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Social_FacebookInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_social_facebook(inputs)
	return en_nav_social_facebook(inputs)
});