/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Availability_AnswerInputs */

const en_faq_availability_answer = /** @type {(inputs: Faq_Availability_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen is available in all of Egypt. Members can book from Cairo and Giza to Alexandria, the Delta, the Canal cities and Upper Egypt, and businesses anywhere in the country can join.`)
};

const ar_faq_availability_answer = /** @type {(inputs: Faq_Availability_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين متاح في كل أنحاء مصر. يمكن للأعضاء الحجز من القاهرة والجيزة إلى الإسكندرية والدلتا ومدن القناة والصعيد، ويمكن للأنشطة في أي مكان في البلد الانضمام.`)
};

/**

* @param {Faq_Availability_AnswerInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const faq_availability_answer = /** @type {((inputs?: Faq_Availability_AnswerInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Availability_AnswerInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_faq_availability_answer(inputs)
	return en_faq_availability_answer(inputs)
});