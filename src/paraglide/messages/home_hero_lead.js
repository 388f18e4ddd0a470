/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_LeadInputs */

const en_home_hero_lead = /** @type {(inputs: Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List your studio, gym, spa or salon on Tamreen and get booked by members across Egypt. Open spots when you have them, set your capacity and follow your earnings, all from one app.`)
};

const ar_home_hero_lead = /** @type {(inputs: Home_Hero_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض الاستوديو أو الجيم أو السبا أو الصالون الخاص بك على تمرين واستقبل حجوزات الأعضاء من كل أنحاء مصر. أتِح الأماكن عندما تتوفر لديك، وحدّد السعة، وتابع أرباحك، وكل ذلك من تطبيق واحد.`)
};

/**

* @param {Home_Hero_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_hero_lead = /** @type {((inputs?: Home_Hero_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_hero_lead(inputs)
	return en_home_hero_lead(inputs)
});