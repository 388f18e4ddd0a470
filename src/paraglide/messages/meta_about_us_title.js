/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_About_Us_TitleInputs */

const en_meta_about_us_title = /** @type {(inputs: Meta_About_Us_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us | Tamreen`)
};

const ar_meta_about_us_title = /** @type {(inputs: Meta_About_Us_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من نحن | تمرين`)
};

/**

* @param {Meta_About_Us_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_about_us_title = /** @type {((inputs?: Meta_About_Us_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_About_Us_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_about_us_title(inputs)
	return en_meta_about_us_title(inputs)
});