/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_Bullet_4Inputs */

const en_how_signup_bullet_4 = /** @type {(inputs: How_Signup_Bullet_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payouts instantly or by wallet transfer`)
};

const ar_how_signup_bullet_4 = /** @type {(inputs: How_Signup_Bullet_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صرف الأرباح فورًا أو بالتحويل إلى المحفظة الإلكترونية`)
};

/**

* @param {How_Signup_Bullet_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_bullet_4 = /** @type {((inputs?: How_Signup_Bullet_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_Bullet_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_bullet_4(inputs)
	return en_how_signup_bullet_4(inputs)
});