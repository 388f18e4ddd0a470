/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Reset_PendingInputs */

const en_form_reset_pending = /** @type {(inputs: Form_Reset_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating…`)
};

const ar_form_reset_pending = /** @type {(inputs: Form_Reset_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ التحديث…`)
};

/**

* @param {Form_Reset_PendingInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const form_reset_pending = /** @type {((inputs?: Form_Reset_PendingInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Reset_PendingInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_form_reset_pending(inputs)
	return en_form_reset_pending(inputs)
});