/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_EyebrowInputs */

const en_home_partner_eyebrow = /** @type {(inputs: Home_Partner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner with us`)
};

const ar_home_partner_eyebrow = /** @type {(inputs: Home_Partner_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كن شريكًا لنا`)
};

/**

* @param {Home_Partner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_partner_eyebrow = /** @type {((inputs?: Home_Partner_EyebrowInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_EyebrowInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_partner_eyebrow(inputs)
	return en_home_partner_eyebrow(inputs)
});