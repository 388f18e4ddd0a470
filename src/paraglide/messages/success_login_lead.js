/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Success_Login_LeadInputs */

const en_success_login_lead = /** @type {(inputs: Success_Login_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Tamreen account is ready. Get the app to book classes, spa visits and sessions across Egypt, and use the same phone number and password there.`)
};

const ar_success_login_lead = /** @type {(inputs: Success_Login_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك على تمرين جاهز. حمّل التطبيق لحجز الحصص وزيارات السبا والجلسات في كل أنحاء مصر، واستخدم فيه رقم الهاتف وكلمة المرور نفسيهما.`)
};

/**

* @param {Success_Login_LeadInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const success_login_lead = /** @type {((inputs?: Success_Login_LeadInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Success_Login_LeadInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_success_login_lead(inputs)
	return en_success_login_lead(inputs)
});