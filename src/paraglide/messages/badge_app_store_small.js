/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Badge_App_Store_SmallInputs */

const en_badge_app_store_small = /** @type {(inputs: Badge_App_Store_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the`)
};

const ar_badge_app_store_small = /** @type {(inputs: Badge_App_Store_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّله من`)
};

/**

* @param {Badge_App_Store_SmallInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const badge_app_store_small = /** @type {((inputs?: Badge_App_Store_SmallInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Badge_App_Store_SmallInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_badge_app_store_small(inputs)
	return en_badge_app_store_small(inputs)
});