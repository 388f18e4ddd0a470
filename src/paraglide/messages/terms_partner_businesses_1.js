/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Partner_Businesses_1Inputs */

const en_terms_partner_businesses_1 = /** @type {(inputs: Terms_Partner_Businesses_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes, sessions and treatments booked through Tamreen are provided by the business that lists them, not by us. Each business is responsible for the accuracy of its schedule, capacity and descriptions, for holding any licences it needs, and for delivering its services safely. Payment terms between a business and Tamreen are agreed with that business.`)
};

const ar_terms_partner_businesses_1 = /** @type {(inputs: Terms_Partner_Businesses_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحصص والجلسات والعلاجات التي تُحجز من خلال تمرين تقدمها المنشأة التي تعرضها، وليس نحن. وتكون كل منشأة مسؤولة عن دقة جدولها وسعتها وأوصافها، وعن حيازة أي تراخيص تحتاجها، وعن تقديم خدماتها بشكل آمن. ويُتفق على شروط الدفع بين المنشأة وتمرين مع تلك المنشأة.`)
};

/**

* @param {Terms_Partner_Businesses_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_partner_businesses_1 = /** @type {((inputs?: Terms_Partner_Businesses_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Partner_Businesses_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_partner_businesses_1(inputs)
	return en_terms_partner_businesses_1(inputs)
});