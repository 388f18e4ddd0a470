/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Trace_Owner_Screen_TitleInputs */

const en_support_trace_owner_screen_title = /** @type {(inputs: Support_Trace_Owner_Screen_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the owner saw`)
};

const ar_support_trace_owner_screen_title = /** @type {(inputs: Support_Trace_Owner_Screen_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما رآه صاحب النشاط`)
};

/**

* @param {Support_Trace_Owner_Screen_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_trace_owner_screen_title = /** @type {((inputs?: Support_Trace_Owner_Screen_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Trace_Owner_Screen_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_trace_owner_screen_title(inputs)
	return en_support_trace_owner_screen_title(inputs)
});