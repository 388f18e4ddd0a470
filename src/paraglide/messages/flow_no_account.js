/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_No_AccountInputs */

const en_flow_no_account = /** @type {(inputs: Flow_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account uses this phone number.`)
};

const ar_flow_no_account = /** @type {(inputs: Flow_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يوجد حساب مسجّل بهذا الرقم.`)
};

/**

* @param {Flow_No_AccountInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_no_account = /** @type {((inputs?: Flow_No_AccountInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_No_AccountInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_no_account(inputs)
	return en_flow_no_account(inputs)
});