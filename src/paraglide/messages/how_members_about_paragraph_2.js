/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_About_Paragraph_2Inputs */

const en_how_members_about_paragraph_2 = /** @type {(inputs: How_Members_About_Paragraph_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every class shows its time, place, price and open spots before you book, so planning your week takes a minute.`)
};

const ar_how_members_about_paragraph_2 = /** @type {(inputs: How_Members_About_Paragraph_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرض كل حصة موعدها ومكانها وسعرها والأماكن المتاحة فيها قبل الحجز، فلا يستغرق تخطيط أسبوعك أكثر من دقيقة.`)
};

/**

* @param {How_Members_About_Paragraph_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_about_paragraph_2 = /** @type {((inputs?: How_Members_About_Paragraph_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_About_Paragraph_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_about_paragraph_2(inputs)
	return en_how_members_about_paragraph_2(inputs)
});