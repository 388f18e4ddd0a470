/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ latitude: NonNullable<unknown>, longitude: NonNullable<unknown> }} Form_Location_LocatedInputs */

const en_form_location_located = /** @type {(inputs: Form_Location_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location added (${i?.latitude}, ${i?.longitude})`)
};

const ar_form_location_located = /** @type {(inputs: Form_Location_LocatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تمت إضافة الموقع (${i?.latitude}، ${i?.longitude})`)
};

/**

* @param {Form_Location_LocatedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_location_located = /** @type {((inputs: Form_Location_LocatedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_LocatedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_location_located(inputs)
	return en_form_location_located(inputs)
});