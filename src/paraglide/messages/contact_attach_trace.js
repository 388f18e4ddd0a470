/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Contact_Attach_TraceInputs */

const en_contact_attach_trace = /** @type {(inputs: Contact_Attach_TraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attach the steps you took on this site — no personal details — reference ${i?.reference}`)
};

const ar_contact_attach_trace = /** @type {(inputs: Contact_Attach_TraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أرفق الخطوات التي قمت بها على هذا الموقع (دون أي بيانات شخصية)، رقم المرجع ${i?.reference}`)
};

/**

* @param {Contact_Attach_TraceInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_attach_trace = /** @type {((inputs: Contact_Attach_TraceInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Attach_TraceInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_contact_attach_trace(inputs)
	return en_contact_attach_trace(inputs)
});