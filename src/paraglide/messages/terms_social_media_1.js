/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Social_Media_1Inputs */

const en_terms_social_media_1 = /** @type {(inputs: Terms_Social_Media_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may follow and share Tamreen on social networks such as Instagram, Facebook, LinkedIn and TikTok. Your use of those networks is governed by their own terms, and any content you post there is your responsibility and theirs, not ours.`)
};

const ar_terms_social_media_1 = /** @type {(inputs: Terms_Social_Media_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك متابعة تمرين ومشاركته على شبكات التواصل الاجتماعي مثل Instagram وFacebook وLinkedIn وTikTok. ويخضع استخدامك لهذه الشبكات لشروطها الخاصة، وتقع مسؤولية أي محتوى تنشره عليها عليك وعليها، لا علينا.`)
};

/**

* @param {Terms_Social_Media_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_social_media_1 = /** @type {((inputs?: Terms_Social_Media_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Social_Media_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_social_media_1(inputs)
	return en_terms_social_media_1(inputs)
});