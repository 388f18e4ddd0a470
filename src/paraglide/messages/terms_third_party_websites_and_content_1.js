/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Third_Party_Websites_And_Content_1Inputs */

const en_terms_third_party_websites_and_content_1 = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may link to websites and content of third parties, including our partner businesses. We do not check or monitor them and are not responsible for them. If you leave the Services to visit a third-party website, these terms no longer govern your visit.`)
};

const ar_terms_third_party_websites_and_content_1 = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتوي الخدمات على روابط لمواقع إلكترونية ومحتوى خاص بأطراف ثالثة، بما في ذلك المنشآت الشريكة لنا. ونحن لا نراجعها ولا نراقبها، ولسنا مسؤولين عنها. وإذا غادرت الخدمات لزيارة موقع إلكتروني تابع لطرف ثالث، فلا تسري هذه الشروط على زيارتك.`)
};

/**

* @param {Terms_Third_Party_Websites_And_Content_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_third_party_websites_and_content_1 = /** @type {((inputs?: Terms_Third_Party_Websites_And_Content_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Third_Party_Websites_And_Content_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_third_party_websites_and_content_1(inputs)
	return en_terms_third_party_websites_and_content_1(inputs)
});