/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_Members_Steps_TitleInputs */

const en_how_members_steps_title = /** @type {(inputs: How_Members_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feel better in three steps`)
};

const ar_how_members_steps_title = /** @type {(inputs: How_Members_Steps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشعر بتحسّن في ثلاث خطوات`)
};

/**

* @param {How_Members_Steps_TitleInputs} inputs
* @param {{ locale?: "en" | "ar" }} options
* @returns {LocalizedString}
*/
export const how_members_steps_title = /** @type {((inputs?: How_Members_Steps_TitleInputs, options?: { locale?: "en" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_Members_Steps_TitleInputs, { locale?: "en" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "ar") return ar_how_members_steps_title(inputs)
	return en_how_members_steps_title(inputs)
});