/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Badge_Google_Play_SmallInputs */

const en_badge_google_play_small = /** @type {(inputs: Badge_Google_Play_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GET IT ON`)
};

const ar_badge_google_play_small = /** @type {(inputs: Badge_Google_Play_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احصل عليه من`)
};

/**

* @param {Badge_Google_Play_SmallInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const badge_google_play_small = /** @type {((inputs?: Badge_Google_Play_SmallInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Badge_Google_Play_SmallInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_badge_google_play_small(inputs)
	return en_badge_google_play_small(inputs)
});