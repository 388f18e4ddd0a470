/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Download_LeadInputs */

const en_how_download_lead = /** @type {(inputs: How_Download_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available on iPhone and Android. Sign up with your mobile number and start your 30-day free trial.`)
};

const ar_how_download_lead = /** @type {(inputs: How_Download_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متاح على iPhone وAndroid. سجّل برقم هاتفك المحمول وابدأ تجربتك المجانية لمدة ٣٠ يومًا.`)
};

/**

* @param {How_Download_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_download_lead = /** @type {((inputs?: How_Download_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Download_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_download_lead(inputs)
	return en_how_download_lead(inputs)
});