import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Why_Savings_TitleInputs */

const en_why_savings_title = /** @type {(inputs: Why_Savings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save about $200 a repair`)
};

const es_why_savings_title = /** @type {(inputs: Why_Savings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahorre unos $200 por reparación`)
};

/**
* | output |
* | --- |
* | "Save about $200 a repair" |
*
* @param {Why_Savings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const why_savings_title = /** @type {((inputs?: Why_Savings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_why_savings_title(inputs)
	return en_why_savings_title(inputs)
});