/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Intro_4Inputs */

const en_terms_intro_4 = /** @type {(inputs: Terms_Intro_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update these terms from time to time; the date above shows when they last changed. Please review them regularly: continuing to use the Services after an update means you accept the revised terms.`)
};

const ar_terms_intro_4 = /** @type {(inputs: Terms_Intro_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نُحدّث هذه الشروط من وقت لآخر؛ ويُبيّن التاريخ الوارد أعلاه موعد آخر تغيير لها. يُرجى مراجعتها بانتظام: فاستمرارك في استخدام الخدمات بعد أي تحديث يعني قبولك للشروط المعدلة.`)
};

/**

* @param {Terms_Intro_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_intro_4 = /** @type {((inputs?: Terms_Intro_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Intro_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_intro_4(inputs)
	return en_terms_intro_4(inputs)
});