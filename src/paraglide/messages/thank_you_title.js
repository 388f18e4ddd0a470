/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thank_You_TitleInputs */

const en_thank_you_title = /** @type {(inputs: Thank_You_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you`)
};

const ar_thank_you_title = /** @type {(inputs: Thank_You_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا لك`)
};

/**

* @param {Thank_You_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const thank_you_title = /** @type {((inputs?: Thank_You_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thank_You_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_thank_you_title(inputs)
	return en_thank_you_title(inputs)
});