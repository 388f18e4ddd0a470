/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Gallery_LeadInputs */

const en_home_gallery_lead = /** @type {(inputs: Home_Gallery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From sunrise yoga to a Friday blow-dry, members book it all on Tamreen.`)
};

const ar_home_gallery_lead = /** @type {(inputs: Home_Gallery_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من يوجا الصباح الباكر إلى تصفيف الشعر يوم الجمعة، يحجز الأعضاء كل ذلك على تمرين.`)
};

/**

* @param {Home_Gallery_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_gallery_lead = /** @type {((inputs?: Home_Gallery_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Gallery_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_home_gallery_lead(inputs)
	return en_home_gallery_lead(inputs)
});