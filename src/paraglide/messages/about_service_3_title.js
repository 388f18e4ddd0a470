/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Service_3_TitleInputs */

const en_about_service_3_title = /** @type {(inputs: About_Service_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity management`)
};

const ar_about_service_3_title = /** @type {(inputs: About_Service_3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة السعة`)
};

/**

* @param {About_Service_3_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_service_3_title = /** @type {((inputs?: About_Service_3_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Service_3_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_service_3_title(inputs)
	return en_about_service_3_title(inputs)
});