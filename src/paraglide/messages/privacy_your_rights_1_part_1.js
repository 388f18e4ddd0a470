/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Your_Rights_1_Part_1Inputs */

const en_privacy_your_rights_1_part_1 = /** @type {(inputs: Privacy_Your_Rights_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may ask us to access, correct or delete the personal data we hold about you, or to stop using it for marketing. Write to us at `)
};

const ar_privacy_your_rights_1_part_1 = /** @type {(inputs: Privacy_Your_Rights_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لك أن تطلب منا الاطلاع على البيانات الشخصية التي نحتفظ بها عنك أو تصحيحها أو حذفها، أو التوقف عن استخدامها لأغراض التسويق. راسلنا على `)
};

/**

* @param {Privacy_Your_Rights_1_Part_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_your_rights_1_part_1 = /** @type {((inputs?: Privacy_Your_Rights_1_Part_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Your_Rights_1_Part_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_your_rights_1_part_1(inputs)
	return en_privacy_your_rights_1_part_1(inputs)
});