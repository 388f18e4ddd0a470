/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_LeadInputs */

const en_home_partner_lead = /** @type {(inputs: Home_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members use the Tamreen app to find their next class, session or treatment. Partners use it to fill the spots they would otherwise leave empty. Tell us how you work and get started in minutes.`)
};

const ar_home_partner_lead = /** @type {(inputs: Home_Partner_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستخدم الأعضاء تطبيق تمرين للعثور على حصتهم أو جلستهم أو خدمة العناية التالية، ويستخدمه الشركاء لملء الأماكن التي كانت ستبقى فارغة. أخبرنا بطريقة عملك وابدأ خلال دقائق.`)
};

/**

* @param {Home_Partner_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_partner_lead = /** @type {((inputs?: Home_Partner_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_partner_lead(inputs)
	return en_home_partner_lead(inputs)
});