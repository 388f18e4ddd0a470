/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Third_Party_Websites_And_Content_TitleInputs */

const en_terms_third_party_websites_and_content_title = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Third-party websites and content`)
};

const ar_terms_third_party_websites_and_content_title = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المواقع الإلكترونية والمحتوى الخاص بأطراف ثالثة`)
};

/**

* @param {Terms_Third_Party_Websites_And_Content_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_third_party_websites_and_content_title = /** @type {((inputs?: Terms_Third_Party_Websites_And_Content_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Third_Party_Websites_And_Content_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_third_party_websites_and_content_title(inputs)
	return en_terms_third_party_websites_and_content_title(inputs)
});