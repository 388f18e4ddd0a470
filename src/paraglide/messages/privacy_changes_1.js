/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Changes_1Inputs */

const en_privacy_changes_1 = /** @type {(inputs: Privacy_Changes_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update this policy from time to time. We will post the new policy on this page, update the "last updated" date at the top and, for significant changes, let you know by email or a notice in the Service. Please review this policy periodically.`)
};

const ar_privacy_changes_1 = /** @type {(inputs: Privacy_Changes_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نُحدّث هذه السياسة من وقت لآخر. وسننشر السياسة الجديدة على هذه الصفحة، ونُحدّث تاريخ «آخر تحديث» في أعلاها، وفي حالة التغييرات الجوهرية سنُخطرك عبر البريد الإلكتروني أو بإشعار داخل الخدمة. يُرجى مراجعة هذه السياسة بصفة دورية.`)
};

/**

* @param {Privacy_Changes_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_changes_1 = /** @type {((inputs?: Privacy_Changes_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Changes_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_changes_1(inputs)
	return en_privacy_changes_1(inputs)
});