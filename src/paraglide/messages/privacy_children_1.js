/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Children_1Inputs */

const en_privacy_children_1 = /** @type {(inputs: Privacy_Children_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Service is not directed at anyone under the age of 18 without the permission of a parent or guardian. We do not knowingly collect personal data from children without that permission; if you believe a child has given us personal data, please contact us and we will delete it.`)
};

const ar_privacy_children_1 = /** @type {(inputs: Privacy_Children_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخدمة غير موجهة لأي شخص دون سن ١٨ عامًا دون إذن من أحد الوالدين أو الوصي. ولا نجمع عن علم بيانات شخصية من الأطفال دون هذا الإذن؛ وإذا كنت تعتقد أن طفلًا قد قدّم لنا بيانات شخصية، يُرجى التواصل معنا وسنقوم بحذفها.`)
};

/**

* @param {Privacy_Children_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const privacy_children_1 = /** @type {((inputs?: Privacy_Children_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Children_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_privacy_children_1(inputs)
	return en_privacy_children_1(inputs)
});