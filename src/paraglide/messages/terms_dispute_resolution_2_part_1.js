/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Dispute_Resolution_2_Part_1Inputs */

const en_terms_dispute_resolution_2_part_1 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Any dispute that cannot be resolved informally will be finally resolved by arbitration. The seat of arbitration is Zagazig, Egypt; the language of the proceedings is English; and the number of arbitrators is `)
};

const ar_terms_dispute_resolution_2_part_1 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` أي نزاع يتعذر تسويته وديًا يُفصل فيه نهائيًا عن طريق التحكيم. ويكون مقر التحكيم مدينة الزقازيق، مصر؛ وتكون لغة الإجراءات هي اللغة الإنجليزية؛ ويكون عدد المحكّمين `)
};

/**

* @param {Terms_Dispute_Resolution_2_Part_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_dispute_resolution_2_part_1 = /** @type {((inputs?: Terms_Dispute_Resolution_2_Part_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Dispute_Resolution_2_Part_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_dispute_resolution_2_part_1(inputs)
	return en_terms_dispute_resolution_2_part_1(inputs)
});