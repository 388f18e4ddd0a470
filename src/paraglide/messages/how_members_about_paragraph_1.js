/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_About_Paragraph_1Inputs */

const en_how_members_about_paragraph_1 = /** @type {(inputs: How_Members_About_Paragraph_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen members are students, parents and professionals who want variety without a contract for every studio. One app lets them try a reformer class on Monday, a sunset run on Wednesday and a hammam on the weekend.`)
};

const ar_how_members_about_paragraph_1 = /** @type {(inputs: How_Members_About_Paragraph_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعضاء تمرين طلاب وآباء وأمهات وموظفون يريدون التنوع دون التعاقد مع كل استوديو على حدة. تطبيق واحد يتيح لهم تجربة حصة ريفورمر يوم الإثنين، وجري وقت الغروب يوم الأربعاء، وحمّام مغربي في عطلة نهاية الأسبوع.`)
};

/**

* @param {How_Members_About_Paragraph_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_about_paragraph_1 = /** @type {((inputs?: How_Members_About_Paragraph_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_About_Paragraph_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_about_paragraph_1(inputs)
	return en_how_members_about_paragraph_1(inputs)
});