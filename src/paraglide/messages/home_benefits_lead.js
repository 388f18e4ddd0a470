/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefits_LeadInputs */

const en_home_benefits_lead = /** @type {(inputs: Home_Benefits_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built with studio and venue owners in Egypt, for the way you already run your business.`)
};

const ar_home_benefits_lead = /** @type {(inputs: Home_Benefits_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صمّمناه مع أصحاب الاستوديوهات والمنشآت في مصر، ليناسب طريقتك في إدارة نشاطك.`)
};

/**

* @param {Home_Benefits_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_benefits_lead = /** @type {((inputs?: Home_Benefits_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefits_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_benefits_lead(inputs)
	return en_home_benefits_lead(inputs)
});