/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Get_AppInputs */

const en_nav_get_app = /** @type {(inputs: Nav_Get_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the app`)
};

const ar_nav_get_app = /** @type {(inputs: Nav_Get_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّل التطبيق`)
};

/**

* @param {Nav_Get_AppInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_get_app = /** @type {((inputs?: Nav_Get_AppInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Get_AppInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_get_app(inputs)
	return en_nav_get_app(inputs)
});