/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Mobile_Application_License_1Inputs */

const en_terms_mobile_application_license_1 = /** @type {(inputs: Terms_Mobile_Application_License_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you use the Tamreen mobile app, we grant you a revocable, non-exclusive, non-transferable, limited right to install and use it on devices you own or control, strictly in line with these terms. You may not decompile, reverse engineer or modify the app, or use it for any commercial venture not intended by us.`)
};

const ar_terms_mobile_application_license_1 = /** @type {(inputs: Terms_Mobile_Application_License_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كنت تستخدم تطبيق تمرين للهاتف المحمول، فإننا نمنحك حقًا محدودًا وقابلًا للإلغاء وغير حصري وغير قابل للتحويل في تثبيته واستخدامه على الأجهزة التي تملكها أو تتحكم فيها، مع الالتزام الصارم بهذه الشروط. ولا يجوز لك فك شفرة التطبيق أو إجراء هندسة عكسية له أو تعديله، أو استخدامه في أي مشروع تجاري لم نقصده.`)
};

/**

* @param {Terms_Mobile_Application_License_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_mobile_application_license_1 = /** @type {((inputs?: Terms_Mobile_Application_License_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Mobile_Application_License_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_mobile_application_license_1(inputs)
	return en_terms_mobile_application_license_1(inputs)
});