/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_LocatingInputs */

const en_form_location_locating = /** @type {(inputs: Form_Location_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

const ar_form_location_locating = /** @type {(inputs: Form_Location_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحديد موقعك…`)
};

/**

* @param {Form_Location_LocatingInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_location_locating = /** @type {((inputs?: Form_Location_LocatingInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_LocatingInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_location_locating(inputs)
	return en_form_location_locating(inputs)
});