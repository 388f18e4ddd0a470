/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_HintInputs */

const en_form_location_hint = /** @type {(inputs: Form_Location_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Helps members near you find your business.`)
};

const ar_form_location_hint = /** @type {(inputs: Form_Location_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختياري. يساعد الأعضاء القريبين منك على العثور على نشاطك.`)
};

/**

* @param {Form_Location_HintInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_location_hint = /** @type {((inputs?: Form_Location_HintInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_HintInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_location_hint(inputs)
	return en_form_location_hint(inputs)
});