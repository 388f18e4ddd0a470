/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chrome_ToastsInputs */

const en_chrome_toasts = /** @type {(inputs: Chrome_ToastsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications Alt+T`)
};

const ar_chrome_toasts = /** @type {(inputs: Chrome_ToastsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإشعارات Alt+T`)
};

/**

* @param {Chrome_ToastsInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const chrome_toasts = /** @type {((inputs?: Chrome_ToastsInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chrome_ToastsInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_chrome_toasts(inputs)
	return en_chrome_toasts(inputs)
});