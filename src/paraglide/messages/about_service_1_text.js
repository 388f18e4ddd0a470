/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Service_1_TextInputs */

const en_about_service_1_text = /** @type {(inputs: About_Service_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A professional page for your studio or venue with photos, services, prices and location.`)
};

const ar_about_service_1_text = /** @type {(inputs: About_Service_1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحة احترافية لاستوديو أو منشأتك، فيها الصور والخدمات والأسعار والموقع.`)
};

/**

* @param {About_Service_1_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_service_1_text = /** @type {((inputs?: About_Service_1_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Service_1_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_service_1_text(inputs)
	return en_about_service_1_text(inputs)
});