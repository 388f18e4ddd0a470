/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_ButtonInputs */

const en_form_location_button = /** @type {(inputs: Form_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my current location`)
};

const ar_form_location_button = /** @type {(inputs: Form_Location_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم موقعي الحالي`)
};

/**

* @param {Form_Location_ButtonInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_location_button = /** @type {((inputs?: Form_Location_ButtonInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_ButtonInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_location_button(inputs)
	return en_form_location_button(inputs)
});