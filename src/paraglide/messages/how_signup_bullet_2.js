/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Signup_Bullet_2Inputs */

const en_how_signup_bullet_2 = /** @type {(inputs: How_Signup_Bullet_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List classes, sessions and treatments`)
};

const ar_how_signup_bullet_2 = /** @type {(inputs: How_Signup_Bullet_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعرض الحصص والجلسات وخدمات العناية`)
};

/**

* @param {How_Signup_Bullet_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_signup_bullet_2 = /** @type {((inputs?: How_Signup_Bullet_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Signup_Bullet_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_signup_bullet_2(inputs)
	return en_how_signup_bullet_2(inputs)
});