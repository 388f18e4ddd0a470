/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Businesses_Steps_EyebrowInputs */

const en_how_businesses_steps_eyebrow = /** @type {(inputs: How_Businesses_Steps_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For businesses`)
};

const ar_how_businesses_steps_eyebrow = /** @type {(inputs: How_Businesses_Steps_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للأنشطة التجارية`)
};

/**

* @param {How_Businesses_Steps_EyebrowInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_businesses_steps_eyebrow = /** @type {((inputs?: How_Businesses_Steps_EyebrowInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Businesses_Steps_EyebrowInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_businesses_steps_eyebrow(inputs)
	return en_how_businesses_steps_eyebrow(inputs)
});