/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Registration_2Inputs */

const en_terms_user_registration_2 = /** @type {(inputs: Terms_User_Registration_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may remove, reclaim or change a business name or username you select if we determine, at our sole discretion, that it is inappropriate, obscene, misleading or otherwise objectionable.`)
};

const ar_terms_user_registration_2 = /** @type {(inputs: Terms_User_Registration_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا حذف اسم النشاط التجاري أو اسم المستخدم الذي تختاره أو استعادته أو تغييره إذا قررنا، وفقًا لتقديرنا المنفرد، أنه غير لائق أو فاحش أو مضلل أو مرفوض لأي سبب آخر.`)
};

/**

* @param {Terms_User_Registration_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_registration_2 = /** @type {((inputs?: Terms_User_Registration_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Registration_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_registration_2(inputs)
	return en_terms_user_registration_2(inputs)
});