/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Privacy_Policy_1_Part_2Inputs */

const en_terms_privacy_policy_1_part_2 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. By using the Services, you agree to be bound by it, and it forms part of these terms.`)
};

const ar_terms_privacy_policy_1_part_2 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. وباستخدامك للخدمات، فإنك توافق على الالتزام بها، وهي تُشكّل جزءًا من هذه الشروط.`)
};

/**

* @param {Terms_Privacy_Policy_1_Part_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_privacy_policy_1_part_2 = /** @type {((inputs?: Terms_Privacy_Policy_1_Part_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Privacy_Policy_1_Part_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_privacy_policy_1_part_2(inputs)
	return en_terms_privacy_policy_1_part_2(inputs)
});