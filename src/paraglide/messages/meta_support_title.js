/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Support_TitleInputs */

const en_meta_support_title = /** @type {(inputs: Meta_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support console`)
};

const ar_meta_support_title = /** @type {(inputs: Meta_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لوحة الدعم`)
};

/**

* @param {Meta_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_support_title = /** @type {((inputs?: Meta_Support_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Support_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_support_title(inputs)
	return en_meta_support_title(inputs)
});