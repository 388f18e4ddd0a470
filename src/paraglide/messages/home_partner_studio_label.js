/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_Studio_LabelInputs */

const en_home_partner_studio_label = /** @type {(inputs: Home_Partner_Studio_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studio owner`)
};

const ar_home_partner_studio_label = /** @type {(inputs: Home_Partner_Studio_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صاحب استوديو`)
};

/**

* @param {Home_Partner_Studio_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_partner_studio_label = /** @type {((inputs?: Home_Partner_Studio_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_Studio_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_partner_studio_label(inputs)
	return en_home_partner_studio_label(inputs)
});