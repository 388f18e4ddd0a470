/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Placeholder_Owner_NameInputs */

const en_support_placeholder_owner_name = /** @type {(inputs: Support_Placeholder_Owner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner name`)
};

const ar_support_placeholder_owner_name = /** @type {(inputs: Support_Placeholder_Owner_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم صاحب النشاط`)
};

/**

* @param {Support_Placeholder_Owner_NameInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const support_placeholder_owner_name = /** @type {((inputs?: Support_Placeholder_Owner_NameInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Placeholder_Owner_NameInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_support_placeholder_owner_name(inputs)
	return en_support_placeholder_owner_name(inputs)
});