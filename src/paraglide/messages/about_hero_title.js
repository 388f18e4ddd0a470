/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Hero_TitleInputs */

const en_about_hero_title = /** @type {(inputs: About_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We help Egypt move and feel good`)
};

const ar_about_hero_title = /** @type {(inputs: About_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نساعد مصر على الحركة والشعور بالراحة`)
};

/**

* @param {About_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_hero_title = /** @type {((inputs?: About_Hero_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_hero_title(inputs)
	return en_about_hero_title(inputs)
});