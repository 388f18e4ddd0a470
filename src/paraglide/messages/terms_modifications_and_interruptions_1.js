/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Modifications_And_Interruptions_1Inputs */

const en_terms_modifications_and_interruptions_1 = /** @type {(inputs: Terms_Modifications_And_Interruptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may change, modify or remove any part of the Services at any time and for any reason, without notice. We cannot guarantee that the Services will always be available: we may experience hardware, software or other problems, or need to carry out maintenance, which can result in interruptions, delays or errors. We are not liable for any loss caused by the Services being unavailable.`)
};

const ar_terms_modifications_and_interruptions_1 = /** @type {(inputs: Terms_Modifications_And_Interruptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا تغيير أي جزء من الخدمات أو تعديله أو حذفه في أي وقت ولأي سبب، دون إشعار. ولا يمكننا ضمان إتاحة الخدمات في جميع الأوقات: فقد نواجه مشكلات في الأجهزة أو البرمجيات أو غيرها، أو قد نحتاج إلى إجراء أعمال صيانة، مما قد يؤدي إلى انقطاعات أو تأخيرات أو أخطاء. ولا نتحمل أي مسؤولية عن أي خسارة تنتج عن عدم إتاحة الخدمات.`)
};

/**

* @param {Terms_Modifications_And_Interruptions_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_modifications_and_interruptions_1 = /** @type {((inputs?: Terms_Modifications_And_Interruptions_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Modifications_And_Interruptions_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_modifications_and_interruptions_1(inputs)
	return en_terms_modifications_and_interruptions_1(inputs)
});