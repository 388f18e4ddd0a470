/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Mission_TextInputs */

const en_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We give independent studios and venues the reach of a large chain: a profile members trust, a timetable they can book in seconds, clear reports and fast payouts. For members, we make it easy to try something new and keep going.`)
};

const ar_about_mission_text = /** @type {(inputs: About_Mission_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمنح الاستوديوهات والمنشآت المستقلة انتشار السلاسل الكبيرة: صفحة تعريفية يثق بها الأعضاء، وجدول مواعيد يمكن الحجز منه في ثوانٍ، وتقارير واضحة، وصرف سريع للأرباح. أما الأعضاء، فنسهّل عليهم تجربة شيء جديد والاستمرار فيه.`)
};

/**

* @param {About_Mission_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_mission_text = /** @type {((inputs?: About_Mission_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Mission_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_mission_text(inputs)
	return en_about_mission_text(inputs)
});