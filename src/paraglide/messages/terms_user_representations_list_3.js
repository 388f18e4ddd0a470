/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Representations_List_3Inputs */

const en_terms_user_representations_list_3 = /** @type {(inputs: Terms_User_Representations_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are not a minor in the jurisdiction in which you reside, or, if you are a minor (generally under 18 years of age), you have received your parent’s or guardian’s permission to use the Services;`)
};

const ar_terms_user_representations_list_3 = /** @type {(inputs: Terms_User_Representations_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لست قاصرًا وفقًا لقوانين الولاية القضائية التي تقيم فيها، أو إذا كنت قاصرًا (أي دون سن ١٨ عامًا بوجه عام)، فإنك حصلت على إذن أحد والديك أو الوصي عليك لاستخدام الخدمات؛`)
};

/**

* @param {Terms_User_Representations_List_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_representations_list_3 = /** @type {((inputs?: Terms_User_Representations_List_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Representations_List_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_representations_list_3(inputs)
	return en_terms_user_representations_list_3(inputs)
});