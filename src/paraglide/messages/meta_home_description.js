/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Home_DescriptionInputs */

const en_meta_home_description = /** @type {(inputs: Meta_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List classes and open spots on Tamreen, the fitness and wellness booking marketplace in Egypt. Free for studios, gyms, spas, salons and trainers.`)
};

const ar_meta_home_description = /** @type {(inputs: Meta_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض الحصص والأماكن المتاحة على تمرين، منصة حجز خدمات اللياقة والعناية بالصحة في مصر. مجانًا للاستوديوهات وصالات الجيم والسبا والصالونات والمدربين.`)
};

/**

* @param {Meta_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_home_description = /** @type {((inputs?: Meta_Home_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Home_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_home_description(inputs)
	return en_meta_home_description(inputs)
});