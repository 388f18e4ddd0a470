/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_About_Us_DescriptionInputs */

const en_meta_about_us_description = /** @type {(inputs: Meta_About_Us_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen connects people in Egypt with studios, gyms, spas, salons and trainers. Our vision, mission and services.`)
};

const ar_meta_about_us_description = /** @type {(inputs: Meta_About_Us_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يوصل تمرين الناس في مصر بالاستوديوهات وصالات الجيم والسبا والصالونات والمدربين. تعرّف على رؤيتنا ومهمتنا وخدماتنا.`)
};

/**

* @param {Meta_About_Us_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_about_us_description = /** @type {((inputs?: Meta_About_Us_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_About_Us_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_about_us_description(inputs)
	return en_meta_about_us_description(inputs)
});