/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Account_CreatedInputs */

const en_flow_account_created = /** @type {(inputs: Flow_Account_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account has been created Successfully!`)
};

const ar_flow_account_created = /** @type {(inputs: Flow_Account_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إنشاء الحساب بنجاح!`)
};

/**

* @param {Flow_Account_CreatedInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_account_created = /** @type {((inputs?: Flow_Account_CreatedInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Account_CreatedInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_account_created(inputs)
	return en_flow_account_created(inputs)
});