/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gallery_Gym_TextInputs */

const en_home_gallery_gym_text = /** @type {(inputs: Home_Gallery_Gym_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day passes and personal training sessions.`)
};

const ar_home_gallery_gym_text = /** @type {(inputs: Home_Gallery_Gym_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تذاكر دخول ليوم واحد وجلسات تدريب شخصي.`)
};

/**

* @param {Home_Gallery_Gym_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_gallery_gym_text = /** @type {((inputs?: Home_Gallery_Gym_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gallery_Gym_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_gallery_gym_text(inputs)
	return en_home_gallery_gym_text(inputs)
});