import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Language_Switch_ToInputs */

const en_language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View this page in ${i?.language}`)
};

const es_language_switch_to = /** @type {(inputs: Language_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver esta página en ${i?.language}`)
};

/**
* | output |
* | --- |
* | "View this page in {language}" |
*
* @param {Language_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const language_switch_to = /** @type {((inputs: Language_Switch_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switch_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_language_switch_to(inputs)
	return en_language_switch_to(inputs)
});