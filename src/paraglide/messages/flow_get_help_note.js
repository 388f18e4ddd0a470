/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flow_Get_Help_NoteInputs */

const en_flow_get_help_note = /** @type {(inputs: Flow_Get_Help_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will see the steps you took, never what you typed.`)
};

const ar_flow_get_help_note = /** @type {(inputs: Flow_Get_Help_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سنرى الخطوات التي قمت بها فقط، ولن نرى أبدًا ما كتبته.`)
};

/**

* @param {Flow_Get_Help_NoteInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const flow_get_help_note = /** @type {((inputs?: Flow_Get_Help_NoteInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flow_Get_Help_NoteInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_flow_get_help_note(inputs)
	return en_flow_get_help_note(inputs)
});