/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_About_EyebrowInputs */

const en_how_members_about_eyebrow = /** @type {(inputs: How_Members_About_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About Tamreen members`)
};

const ar_how_members_about_eyebrow = /** @type {(inputs: How_Members_About_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عن أعضاء تمرين`)
};

/**

* @param {How_Members_About_EyebrowInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_about_eyebrow = /** @type {((inputs?: How_Members_About_EyebrowInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_About_EyebrowInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_about_eyebrow(inputs)
	return en_how_members_about_eyebrow(inputs)
});