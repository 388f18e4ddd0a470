/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Your_Rights_1_Part_2Inputs */

const en_privacy_your_rights_1_part_2 = /** @type {(inputs: Privacy_Your_Rights_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` and we will answer within a reasonable time.`)
};

const ar_privacy_your_rights_1_part_2 = /** @type {(inputs: Privacy_Your_Rights_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` وسنرد عليك خلال مدة معقولة.`)
};

/**

* @param {Privacy_Your_Rights_1_Part_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_your_rights_1_part_2 = /** @type {((inputs?: Privacy_Your_Rights_1_Part_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Your_Rights_1_Part_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_your_rights_1_part_2(inputs)
	return en_privacy_your_rights_1_part_2(inputs)
});