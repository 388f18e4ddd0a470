/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Hero_LeadInputs */

const en_how_hero_lead = /** @type {(inputs: How_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen connects people who want to move, rest and feel good with the studios, gyms, spas and salons that make it happen. Choose your side to see how it works for you.`)
};

const ar_how_hero_lead = /** @type {(inputs: How_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوصل تمرين من يريدون الحركة والاسترخاء والشعور بالراحة بالاستوديوهات وصالات الجيم والسبا والصالونات التي تحقق لهم ذلك. اختر الجانب الذي يناسبك لترى كيف يعمل معك.`)
};

/**

* @param {How_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_hero_lead = /** @type {((inputs?: How_Hero_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Hero_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_hero_lead(inputs)
	return en_how_hero_lead(inputs)
});