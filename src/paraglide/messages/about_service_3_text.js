/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Service_3_TextInputs */

const en_about_service_3_text = /** @type {(inputs: About_Service_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set how many members each class or session takes. Bookings stop when it is full.`)
};

const ar_about_service_3_text = /** @type {(inputs: About_Service_3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد عدد الأعضاء في كل حصة أو جلسة، ويتوقف الحجز عند اكتمال العدد.`)
};

/**

* @param {About_Service_3_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_service_3_text = /** @type {((inputs?: About_Service_3_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Service_3_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_service_3_text(inputs)
	return en_about_service_3_text(inputs)
});