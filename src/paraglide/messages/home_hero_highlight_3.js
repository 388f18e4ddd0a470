/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Highlight_3Inputs */

const en_home_hero_highlight_3 = /** @type {(inputs: Home_Hero_Highlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast payouts`)
};

const ar_home_hero_highlight_3 = /** @type {(inputs: Home_Hero_Highlight_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف سريع للأرباح`)
};

/**

* @param {Home_Hero_Highlight_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_hero_highlight_3 = /** @type {((inputs?: Home_Hero_Highlight_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Highlight_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_hero_highlight_3(inputs)
	return en_home_hero_highlight_3(inputs)
});