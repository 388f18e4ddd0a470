/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Generated_Contributions_1Inputs */

const en_terms_user_generated_contributions_1 = /** @type {(inputs: Terms_User_Generated_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may invite you to post text, photos, reviews and other material. Contributions and reviews may be viewable by other users of the Services and through third-party websites. When you post a Contribution, you represent and warrant that:`)
};

const ar_terms_user_generated_contributions_1 = /** @type {(inputs: Terms_User_Generated_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تدعوك الخدمات إلى نشر نصوص وصور ومراجعات وغيرها من المواد. وقد يتمكن المستخدمون الآخرون للخدمات من الاطلاع على المساهمات والمراجعات، كما قد تُعرض من خلال مواقع إلكترونية تابعة لأطراف ثالثة. وعند نشرك لأي مساهمة، فإنك تُقر وتضمن ما يلي:`)
};

/**

* @param {Terms_User_Generated_Contributions_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_generated_contributions_1 = /** @type {((inputs?: Terms_User_Generated_Contributions_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Generated_Contributions_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_generated_contributions_1(inputs)
	return en_terms_user_generated_contributions_1(inputs)
});