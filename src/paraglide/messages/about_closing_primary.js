/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Closing_PrimaryInputs */

const en_about_closing_primary = /** @type {(inputs: About_Closing_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free business account`)
};

const ar_about_closing_primary = /** @type {(inputs: About_Closing_PrimaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حساب نشاط تجاري مجانًا`)
};

/**

* @param {About_Closing_PrimaryInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_closing_primary = /** @type {((inputs?: About_Closing_PrimaryInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Closing_PrimaryInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_closing_primary(inputs)
	return en_about_closing_primary(inputs)
});