/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_Studio_TextInputs */

const en_home_partner_studio_text = /** @type {(inputs: Home_Partner_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yoga, pilates, dance, boxing and HIIT studios that run classes on a timetable.`)
};

const ar_home_partner_studio_text = /** @type {(inputs: Home_Partner_Studio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استوديوهات اليوجا والبيلاتس والرقص والملاكمة وتمارين HIIT التي تقدّم حصصًا وفق جدول مواعيد.`)
};

/**

* @param {Home_Partner_Studio_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_partner_studio_text = /** @type {((inputs?: Home_Partner_Studio_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_Studio_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_partner_studio_text(inputs)
	return en_home_partner_studio_text(inputs)
});