/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Representations_List_4Inputs */

const en_terms_user_representations_list_4 = /** @type {(inputs: Terms_User_Representations_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you will not access the Services through automated or non-human means, whether through a bot, script or otherwise;`)
};

const ar_terms_user_representations_list_4 = /** @type {(inputs: Terms_User_Representations_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لن تصل إلى الخدمات بوسائل آلية أو غير بشرية، سواء عبر برنامج روبوت أو نص برمجي أو غير ذلك؛`)
};

/**

* @param {Terms_User_Representations_List_4Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_representations_list_4 = /** @type {((inputs?: Terms_User_Representations_List_4Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Representations_List_4Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_representations_list_4(inputs)
	return en_terms_user_representations_list_4(inputs)
});