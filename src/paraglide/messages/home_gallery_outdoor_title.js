/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gallery_Outdoor_TitleInputs */

const en_home_gallery_outdoor_title = /** @type {(inputs: Home_Gallery_Outdoor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outdoor classes`)
};

const ar_home_gallery_outdoor_title = /** @type {(inputs: Home_Gallery_Outdoor_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حصص في الهواء الطلق`)
};

/**

* @param {Home_Gallery_Outdoor_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_gallery_outdoor_title = /** @type {((inputs?: Home_Gallery_Outdoor_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gallery_Outdoor_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_gallery_outdoor_title(inputs)
	return en_home_gallery_outdoor_title(inputs)
});