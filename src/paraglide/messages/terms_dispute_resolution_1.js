/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Dispute_Resolution_1Inputs */

const en_terms_dispute_resolution_1 = /** @type {(inputs: Terms_Dispute_Resolution_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` To resolve any dispute quickly and at low cost, you and we agree first to try to negotiate it informally for at least thirty (30) days before starting arbitration. Negotiations begin when one party gives the other written notice.`)
};

const ar_terms_dispute_resolution_1 = /** @type {(inputs: Terms_Dispute_Resolution_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` بهدف تسوية أي نزاع بسرعة وبتكلفة منخفضة، نتفق نحن وأنت على أن نحاول أولًا التفاوض بشأنه وديًا لمدة لا تقل عن ثلاثين (٣٠) يومًا قبل البدء في التحكيم. وتبدأ المفاوضات عندما يوجه أحد الطرفين إخطارًا كتابيًا إلى الطرف الآخر.`)
};

/**

* @param {Terms_Dispute_Resolution_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_dispute_resolution_1 = /** @type {((inputs?: Terms_Dispute_Resolution_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Dispute_Resolution_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_dispute_resolution_1(inputs)
	return en_terms_dispute_resolution_1(inputs)
});