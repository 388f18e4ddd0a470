/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Download_AndroidInputs */

const en_nav_download_android = /** @type {(inputs: Nav_Download_AndroidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download for Android`)
};

const ar_nav_download_android = /** @type {(inputs: Nav_Download_AndroidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق لأجهزة Android`)
};

/**

* @param {Nav_Download_AndroidInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_download_android = /** @type {((inputs?: Nav_Download_AndroidInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Download_AndroidInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_download_android(inputs)
	return en_nav_download_android(inputs)
});