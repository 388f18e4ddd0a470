/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ businessProductName: NonNullable<unknown> }} Meta_Share_Image_AltInputs */

const en_meta_share_image_alt = /** @type {(inputs: Meta_Share_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.businessProductName} logo`)
};

const ar_meta_share_image_alt = /** @type {(inputs: Meta_Share_Image_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شعار ${i?.businessProductName}`)
};

/**

* @param {Meta_Share_Image_AltInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_share_image_alt = /** @type {((inputs: Meta_Share_Image_AltInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Share_Image_AltInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_share_image_alt(inputs)
	return en_meta_share_image_alt(inputs)
});