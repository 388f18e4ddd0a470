/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Services_2Inputs */

const en_terms_services_2 = /** @type {(inputs: Terms_Services_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are operated from and hosted in Egypt. They are not intended for distribution to, or use in, any jurisdiction where such distribution or use would be contrary to law. If you choose to access the Services from elsewhere, you do so on your own initiative and are responsible for complying with local laws.`)
};

const ar_terms_services_2 = /** @type {(inputs: Terms_Services_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُدار الخدمات من مصر وتُستضاف فيها. وهي غير مخصصة للتوزيع أو الاستخدام في أي ولاية قضائية يكون فيها هذا التوزيع أو الاستخدام مخالفًا للقانون. وإذا اخترت الوصول إلى الخدمات من مكان آخر، فإنك تفعل ذلك بمبادرة منك وتكون مسؤولًا عن الالتزام بالقوانين المحلية.`)
};

/**

* @param {Terms_Services_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_services_2 = /** @type {((inputs?: Terms_Services_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_services_2(inputs)
	return en_terms_services_2(inputs)
});