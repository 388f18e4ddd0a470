/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_2_TextInputs */

const en_home_benefits_2_text = /** @type {(inputs: Home_Benefits_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decide how many members each class takes. Bookings close the moment it is full.`)
};

const ar_home_benefits_2_text = /** @type {(inputs: Home_Benefits_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّد عدد الأعضاء في كل حصة، ويُغلق الحجز فور اكتمال العدد.`)
};

/**

* @param {Home_Benefits_2_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_benefits_2_text = /** @type {((inputs?: Home_Benefits_2_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_2_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_benefits_2_text(inputs)
	return en_home_benefits_2_text(inputs)
});