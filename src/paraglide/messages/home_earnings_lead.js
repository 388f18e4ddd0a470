/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Earnings_LeadInputs */

const en_home_earnings_lead = /** @type {(inputs: Home_Earnings_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every empty spot is income you are missing. Find out how payouts work and what a partnership with Tamreen could add to your month.`)
};

const ar_home_earnings_lead = /** @type {(inputs: Home_Earnings_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كل مكان فارغ دخل يفوتك. اعرف كيف يتم صرف الأرباح، وما الذي يمكن أن تضيفه شراكتك مع تمرين إلى دخلك الشهري.`)
};

/**

* @param {Home_Earnings_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_earnings_lead = /** @type {((inputs?: Home_Earnings_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Earnings_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_earnings_lead(inputs)
	return en_home_earnings_lead(inputs)
});