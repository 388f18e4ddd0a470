/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meta_Privacy_Policy_DescriptionInputs */

const en_meta_privacy_policy_description = /** @type {(inputs: Meta_Privacy_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What data Tamreen collects, how we use it, how long we keep it and how we protect it.`)
};

const ar_meta_privacy_policy_description = /** @type {(inputs: Meta_Privacy_Policy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما البيانات التي يجمعها تمرين، وكيف نستخدمها، وإلى متى نحتفظ بها، وكيف نحميها.`)
};

/**

* @param {Meta_Privacy_Policy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const meta_privacy_policy_description = /** @type {((inputs?: Meta_Privacy_Policy_DescriptionInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meta_Privacy_Policy_DescriptionInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_meta_privacy_policy_description(inputs)
	return en_meta_privacy_policy_description(inputs)
});