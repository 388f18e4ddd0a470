/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Aside_Point_1Inputs */

const en_flow_aside_point_1 = /** @type {(inputs: Flow_Aside_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to sign up, no setup fees`)
};

const ar_flow_aside_point_1 = /** @type {(inputs: Flow_Aside_Point_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل مجاني، بلا رسوم تأسيس`)
};

/**

* @param {Flow_Aside_Point_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_aside_point_1 = /** @type {((inputs?: Flow_Aside_Point_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Aside_Point_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_aside_point_1(inputs)
	return en_flow_aside_point_1(inputs)
});