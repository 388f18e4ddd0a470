/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_Card_TextInputs */

const en_how_signup_card_text = /** @type {(inputs: How_Signup_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send a six-digit code to your phone to confirm your number.`)
};

const ar_how_signup_card_text = /** @type {(inputs: How_Signup_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنرسل رمزًا من ستة أرقام إلى هاتفك لتأكيد رقمك.`)
};

/**

* @param {How_Signup_Card_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_card_text = /** @type {((inputs?: How_Signup_Card_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_Card_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_card_text(inputs)
	return en_how_signup_card_text(inputs)
});