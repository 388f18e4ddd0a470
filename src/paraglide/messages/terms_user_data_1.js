/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_User_Data_1Inputs */

const en_terms_user_data_1 = /** @type {(inputs: Terms_User_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep certain data you transmit to the Services in order to manage their performance, as well as data about your use of them. Although we perform regular routine backups, you are solely responsible for the data you transmit or that relates to any activity you have undertaken using the Services.`)
};

const ar_terms_user_data_1 = /** @type {(inputs: Terms_User_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحتفظ ببعض البيانات التي ترسلها إلى الخدمات بغرض إدارة أدائها، وكذلك ببيانات عن استخدامك لها. وعلى الرغم من أننا نُجري نسخًا احتياطيًا روتينيًا بصفة منتظمة، فإنك وحدك المسؤول عن البيانات التي ترسلها أو المتعلقة بأي نشاط قمت به باستخدام الخدمات.`)
};

/**

* @param {Terms_User_Data_1Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_user_data_1 = /** @type {((inputs?: Terms_User_Data_1Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_User_Data_1Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_user_data_1(inputs)
	return en_terms_user_data_1(inputs)
});