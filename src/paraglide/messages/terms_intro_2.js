/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteHost: NonNullable<unknown> }} Terms_Intro_2Inputs */

const en_terms_intro_2 = /** @type {(inputs: Terms_Intro_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We operate the website ${i?.siteHost}, the Tamreen mobile application and the related products and services that refer or link to these terms (together, the "Services"). The Services are hosted in Egypt.`)
};

const ar_terms_intro_2 = /** @type {(inputs: Terms_Intro_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نحن نُشغّل الموقع الإلكتروني ${i?.siteHost}، وتطبيق تمرين للهاتف المحمول، والمنتجات والخدمات ذات الصلة التي تُشير إلى هذه الشروط أو تتضمن رابطًا إليها (ويُشار إليها مجتمعةً بـ«الخدمات»). وتُستضاف الخدمات في مصر.`)
};

/**

* @param {Terms_Intro_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intro_2 = /** @type {((inputs: Terms_Intro_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intro_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intro_2(inputs)
	return en_terms_intro_2(inputs)
});