/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_Bullet_1Inputs */

const en_how_signup_bullet_1 = /** @type {(inputs: How_Signup_Bullet_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No set-up fee and no paperwork`)
};

const ar_how_signup_bullet_1 = /** @type {(inputs: How_Signup_Bullet_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا رسوم تأسيس ولا أوراق`)
};

/**

* @param {How_Signup_Bullet_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_bullet_1 = /** @type {((inputs?: How_Signup_Bullet_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_Bullet_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_bullet_1(inputs)
	return en_how_signup_bullet_1(inputs)
});