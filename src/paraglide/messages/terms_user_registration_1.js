/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Registration_1Inputs */

const en_terms_user_registration_1 = /** @type {(inputs: Terms_User_Registration_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may need to register an account to use the Services. You agree to keep your password confidential and you are responsible for all use of your account and password. Registering a business account requires a mobile phone number that we verify with a one-time code.`)
};

const ar_terms_user_registration_1 = /** @type {(inputs: Terms_User_Registration_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتاج إلى تسجيل حساب لاستخدام الخدمات. وتوافق على الحفاظ على سرية كلمة المرور الخاصة بك، وتكون مسؤولًا عن جميع أوجه استخدام حسابك وكلمة المرور. ويتطلب تسجيل حساب أعمال رقم هاتف محمول نتحقق منه برمز يُستخدم لمرة واحدة.`)
};

/**

* @param {Terms_User_Registration_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_registration_1 = /** @type {((inputs?: Terms_User_Registration_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Registration_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_registration_1(inputs)
	return en_terms_user_registration_1(inputs)
});