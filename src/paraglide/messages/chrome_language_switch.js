/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chrome_Language_SwitchInputs */

const en_chrome_language_switch = /** @type {(inputs: Chrome_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العربية`)
};

const ar_chrome_language_switch = /** @type {(inputs: Chrome_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

/**

* @param {Chrome_Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const chrome_language_switch = /** @type {((inputs?: Chrome_Language_SwitchInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chrome_Language_SwitchInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_chrome_language_switch(inputs)
	return en_chrome_language_switch(inputs)
});