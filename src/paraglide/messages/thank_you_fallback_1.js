/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thank_You_Fallback_1Inputs */

const en_thank_you_fallback_1 = /** @type {(inputs: Thank_You_Fallback_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for getting in touch. We have received your message.`)
};

const ar_thank_you_fallback_1 = /** @type {(inputs: Thank_You_Fallback_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكرًا لتواصلك معنا. لقد استلمنا رسالتك.`)
};

/**

* @param {Thank_You_Fallback_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const thank_you_fallback_1 = /** @type {((inputs?: Thank_You_Fallback_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thank_You_Fallback_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_thank_you_fallback_1(inputs)
	return en_thank_you_fallback_1(inputs)
});