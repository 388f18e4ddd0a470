/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Thank_You_ReferenceInputs */

const en_thank_you_reference = /** @type {(inputs: Thank_You_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your steps on this site went with your message, under reference ${i?.reference}. Quote it if you call us.`)
};

const ar_thank_you_reference = /** @type {(inputs: Thank_You_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُرسلت خطواتك على هذا الموقع مع رسالتك برقم المرجع ${i?.reference}. اذكره إذا اتصلت بنا.`)
};

/**

* @param {Thank_You_ReferenceInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const thank_you_reference = /** @type {((inputs: Thank_You_ReferenceInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thank_You_ReferenceInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_thank_you_reference(inputs)
	return en_thank_you_reference(inputs)
});