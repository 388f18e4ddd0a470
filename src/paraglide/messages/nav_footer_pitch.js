/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Footer_PitchInputs */

const en_nav_footer_pitch = /** @type {(inputs: Nav_Footer_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen helps studios, gyms, spas, salons and trainers across Egypt fill their classes and open spots with members who book through the Tamreen app.`)
};

const ar_nav_footer_pitch = /** @type {(inputs: Nav_Footer_PitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يساعد تمرين الاستوديوهات وصالات الجيم والسبا والصالونات والمدربين في كل أنحاء مصر على ملء حصصهم والأماكن المتاحة لديهم بأعضاء يحجزون عبر تطبيق تمرين.`)
};

/**

* @param {Nav_Footer_PitchInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_footer_pitch = /** @type {((inputs?: Nav_Footer_PitchInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Footer_PitchInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_nav_footer_pitch(inputs)
	return en_nav_footer_pitch(inputs)
});