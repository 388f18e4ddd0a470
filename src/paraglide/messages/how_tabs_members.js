/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Tabs_MembersInputs */

const en_how_tabs_members = /** @type {(inputs: How_Tabs_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Tamreen members`)
};

const ar_how_tabs_members = /** @type {(inputs: How_Tabs_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأعضاء تمرين`)
};

/**

* @param {How_Tabs_MembersInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_tabs_members = /** @type {((inputs?: How_Tabs_MembersInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Tabs_MembersInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_tabs_members(inputs)
	return en_how_tabs_members(inputs)
});