/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Vision_TextInputs */

const en_about_vision_text = /** @type {(inputs: About_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We picture a country where finding a good class or a moment of calm is as easy as ordering a coffee, and where the people who teach, train and care for others run thriving businesses.`)
};

const ar_about_vision_text = /** @type {(inputs: About_Vision_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نتطلع إلى بلد يصبح فيه العثور على حصة جيدة أو لحظة هدوء سهلًا مثل طلب فنجان قهوة، ويدير فيه من يعلّمون ويدرّبون ويعتنون بالآخرين أنشطة ناجحة ومزدهرة.`)
};

/**

* @param {About_Vision_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const about_vision_text = /** @type {((inputs?: About_Vision_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Vision_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_about_vision_text(inputs)
	return en_about_vision_text(inputs)
});