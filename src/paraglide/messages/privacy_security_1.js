/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Security_1Inputs */

const en_privacy_security_1 = /** @type {(inputs: Privacy_Security_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The security of your data matters to us. We protect it with commercially acceptable measures, including encrypted connections, hashed passwords and restricted access. No method of transmission over the internet or of electronic storage is 100% secure, so we cannot guarantee its absolute security.`)
};

const ar_privacy_security_1 = /** @type {(inputs: Privacy_Security_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يهمنا أمان بياناتك. ونحن نحميها بتدابير مقبولة تجاريًا، منها الاتصالات المشفرة، وتخزين كلمات المرور بصيغة مُجزّأة، وتقييد صلاحيات الوصول. ولا توجد وسيلة نقل عبر الإنترنت أو تخزين إلكتروني آمنة بنسبة ١٠٠٪، لذا لا يمكننا ضمان أمانها المطلق.`)
};

/**

* @param {Privacy_Security_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_security_1 = /** @type {((inputs?: Privacy_Security_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Security_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_security_1(inputs)
	return en_privacy_security_1(inputs)
});