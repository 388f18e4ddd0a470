/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_Step_2_TextInputs */

const en_how_members_step_2_text = /** @type {(inputs: How_Members_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mix yoga, gym sessions, outdoor classes and spa days into a weekly plan that fits your life.`)
};

const ar_how_members_step_2_text = /** @type {(inputs: How_Members_Step_2_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اجمع بين اليوجا وجلسات الجيم والحصص في الهواء الطلق وأيام السبا في خطة أسبوعية تناسب حياتك.`)
};

/**

* @param {How_Members_Step_2_TextInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_step_2_text = /** @type {((inputs?: How_Members_Step_2_TextInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_Step_2_TextInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_step_2_text(inputs)
	return en_how_members_step_2_text(inputs)
});