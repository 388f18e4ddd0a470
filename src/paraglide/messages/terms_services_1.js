/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_1Inputs */

const en_terms_services_1 = /** @type {(inputs: Terms_Services_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamreen is a booking marketplace for fitness and wellness in Egypt. Businesses such as studios, gyms, spas, salons and independent trainers list their classes and open spots; members discover and book them through the Tamreen mobile app. The Services are available throughout Egypt.`)
};

const ar_terms_services_1 = /** @type {(inputs: Terms_Services_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمرين سوق إلكتروني لحجز خدمات اللياقة البدنية والعافية في مصر. تعرض المنشآت، مثل الاستوديوهات والصالات الرياضية ومراكز السبا والصالونات والمدربين المستقلين، حصصها والأماكن المتاحة لديها؛ ويكتشفها الأعضاء ويحجزونها من خلال تطبيق تمرين للهاتف المحمول. والخدمات متاحة في جميع أنحاء مصر.`)
};

/**

* @param {Terms_Services_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_1 = /** @type {((inputs?: Terms_Services_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_1(inputs)
	return en_terms_services_1(inputs)
});