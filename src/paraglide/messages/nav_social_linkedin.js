/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Social_LinkedinInputs */

const en_nav_social_linkedin = /** @type {(inputs: Nav_Social_LinkedinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen on LinkedIn`)
};

const ar_nav_social_linkedin = /** @type {(inputs: Nav_Social_LinkedinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين على LinkedIn`)
};

/**

* @param {Nav_Social_LinkedinInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_social_linkedin = /** @type {((inputs?: Nav_Social_LinkedinInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Social_LinkedinInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_social_linkedin(inputs)
	return en_nav_social_linkedin(inputs)
});