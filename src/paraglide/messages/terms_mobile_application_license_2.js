/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Mobile_Application_License_2Inputs */

const en_terms_mobile_application_license_2 = /** @type {(inputs: Terms_Mobile_Application_License_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you download the app from the Apple App Store or Google Play, you also agree to the store’s own terms of use; Apple and Google are not parties to these terms and have no obligation to provide maintenance or support for the app.`)
};

const ar_terms_mobile_application_license_2 = /** @type {(inputs: Terms_Mobile_Application_License_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عند تنزيل التطبيق من Apple App Store أو Google Play، فإنك توافق أيضًا على شروط الاستخدام الخاصة بالمتجر؛ علمًا بأن Apple وGoogle ليستا طرفًا في هذه الشروط، وليستا ملزمتين بتقديم أي صيانة أو دعم للتطبيق.`)
};

/**

* @param {Terms_Mobile_Application_License_2Inputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const terms_mobile_application_license_2 = /** @type {((inputs?: Terms_Mobile_Application_License_2Inputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Mobile_Application_License_2Inputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_terms_mobile_application_license_2(inputs)
	return en_terms_mobile_application_license_2(inputs)
});