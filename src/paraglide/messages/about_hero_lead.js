/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Hero_LeadInputs */

const en_about_hero_lead = /** @type {(inputs: About_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen is a fitness and wellness marketplace built in Cairo. We connect people with the studios, gyms, spas, salons and trainers near them, and give those businesses the tools to fill every spot.`)
};

const ar_about_hero_lead = /** @type {(inputs: About_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين منصة لحجز خدمات اللياقة والعناية بالصحة، انطلقت من القاهرة. نوصل الناس بالاستوديوهات وصالات الجيم والسبا والصالونات والمدربين القريبين منهم، ونمنح هذه الأنشطة الأدوات التي تملأ كل مكان متاح لديها.`)
};

/**

* @param {About_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_hero_lead = /** @type {((inputs?: About_Hero_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_hero_lead(inputs)
	return en_about_hero_lead(inputs)
});