/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Submissions_And_Contributions_1Inputs */

const en_terms_user_submissions_and_contributions_1 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any question, comment, suggestion, idea or other feedback you send us about the Services ("Submissions") becomes ours. We may use and share Submissions for any lawful purpose, without acknowledgement or payment to you, and you waive any moral rights you may have in them.`)
};

const ar_terms_user_submissions_and_contributions_1 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي سؤال أو تعليق أو اقتراح أو فكرة أو ملاحظات أخرى ترسلها إلينا بشأن الخدمات («المقترحات») تصبح ملكًا لنا. ويجوز لنا استخدام المقترحات ومشاركتها لأي غرض مشروع، دون الإشارة إليك أو دفع أي مقابل لك، وتتنازل أنت عن أي حقوق أدبية قد تكون لك فيها.`)
};

/**

* @param {Terms_User_Submissions_And_Contributions_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_submissions_and_contributions_1 = /** @type {((inputs?: Terms_User_Submissions_And_Contributions_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Submissions_And_Contributions_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_submissions_and_contributions_1(inputs)
	return en_terms_user_submissions_and_contributions_1(inputs)
});