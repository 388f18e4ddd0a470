/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Submissions_And_Contributions_2Inputs */

const en_terms_user_submissions_and_contributions_2 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some parts of the Services let you post content of your own, such as class descriptions, photos, comments and reviews ("Contributions"). Contributions may be seen by other users of the Services. You remain responsible for what you post, and by posting you confirm that it follows these terms, in particular the sections on user generated contributions and guidelines for reviews.`)
};

const ar_terms_user_submissions_and_contributions_2 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتيح لك بعض أجزاء الخدمات نشر محتوى خاص بك، مثل أوصاف الحصص والصور والتعليقات والمراجعات («المساهمات»). وقد يطّلع مستخدمون آخرون للخدمات على المساهمات. وتظل مسؤولًا عمّا تنشره، وبنشرك له فإنك تؤكد التزامه بهذه الشروط، ولا سيما القسمين الخاصين بالمساهمات التي ينشئها المستخدمون وإرشادات المراجعات.`)
};

/**

* @param {Terms_User_Submissions_And_Contributions_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_submissions_and_contributions_2 = /** @type {((inputs?: Terms_User_Submissions_And_Contributions_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Submissions_And_Contributions_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_submissions_and_contributions_2(inputs)
	return en_terms_user_submissions_and_contributions_2(inputs)
});