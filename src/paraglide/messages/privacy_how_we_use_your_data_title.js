/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_TitleInputs */

const en_privacy_how_we_use_your_data_title = /** @type {(inputs: Privacy_How_We_Use_Your_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we use your data`)
};

const ar_privacy_how_we_use_your_data_title = /** @type {(inputs: Privacy_How_We_Use_Your_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف نستخدم بياناتك`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_title = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_title(inputs)
	return en_privacy_how_we_use_your_data_title(inputs)
});