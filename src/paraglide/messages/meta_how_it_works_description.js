/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_How_It_Works_DescriptionInputs */

const en_meta_how_it_works_description = /** @type {(inputs: Meta_How_It_Works_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Tamreen works for businesses and for members: sign up free, build your profile, and get booked by members across Egypt.`)
};

const ar_meta_how_it_works_description = /** @type {(inputs: Meta_How_It_Works_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف يعمل تمرين للأنشطة التجارية وللأعضاء: سجّل مجانًا، وجهّز صفحتك، واستقبل حجوزات الأعضاء من كل أنحاء مصر.`)
};

/**

* @param {Meta_How_It_Works_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_how_it_works_description = /** @type {((inputs?: Meta_How_It_Works_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_How_It_Works_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_how_it_works_description(inputs)
	return en_meta_how_it_works_description(inputs)
});