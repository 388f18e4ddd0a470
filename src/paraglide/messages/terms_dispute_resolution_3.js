/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Dispute_Resolution_3Inputs */

const en_terms_dispute_resolution_3 = /** @type {(inputs: Terms_Dispute_Resolution_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Any arbitration is limited to the dispute between you and us individually. No arbitration may be joined with any other proceeding or brought as a class action.`)
};

const ar_terms_dispute_resolution_3 = /** @type {(inputs: Terms_Dispute_Resolution_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يقتصر أي تحكيم على النزاع القائم بينك وبيننا بصفة فردية. ولا يجوز ضم أي تحكيم إلى أي إجراء آخر أو رفعه في صورة دعوى جماعية.`)
};

/**

* @param {Terms_Dispute_Resolution_3Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_dispute_resolution_3 = /** @type {((inputs?: Terms_Dispute_Resolution_3Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Dispute_Resolution_3Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_dispute_resolution_3(inputs)
	return en_terms_dispute_resolution_3(inputs)
});