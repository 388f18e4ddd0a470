/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_How_We_Use_Your_Data_2Inputs */

const en_privacy_how_we_use_your_data_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may share your information with service providers who help us run the Service, with partner businesses when you book with them, when the law requires it, or with your consent. We do not sell your personal data.`)
};

const ar_privacy_how_we_use_your_data_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نشارك معلوماتك مع مقدمي الخدمات الذين يساعدوننا في تشغيل الخدمة، ومع المنشآت الشريكة عند الحجز لديها، وعندما يقتضي القانون ذلك، أو بموافقتك. ونحن لا نبيع بياناتك الشخصية.`)
};

/**

* @param {Privacy_How_We_Use_Your_Data_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_how_we_use_your_data_2 = /** @type {((inputs?: Privacy_How_We_Use_Your_Data_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_How_We_Use_Your_Data_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_how_we_use_your_data_2(inputs)
	return en_privacy_how_we_use_your_data_2(inputs)
});