/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Badge_App_Store_LabelInputs */

const en_badge_app_store_label = /** @type {(inputs: Badge_App_Store_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download on the App Store (opens in a new tab)`)
};

const ar_badge_app_store_label = /** @type {(inputs: Badge_App_Store_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حمّله من App Store (يُفتح في علامة تبويب جديدة)`)
};

/**

* @param {Badge_App_Store_LabelInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const badge_app_store_label = /** @type {((inputs?: Badge_App_Store_LabelInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Badge_App_Store_LabelInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_badge_app_store_label(inputs)
	return en_badge_app_store_label(inputs)
});