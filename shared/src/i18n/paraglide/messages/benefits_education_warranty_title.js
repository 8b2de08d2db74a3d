import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Warranty_TitleInputs */

const en_benefits_education_warranty_title = /** @type {(inputs: Benefits_Education_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty education`)
};

const es_benefits_education_warranty_title = /** @type {(inputs: Benefits_Education_Warranty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo sobre la garantía para el hogar`)
};

/**
* | output |
* | --- |
* | "Home warranty education" |
*
* @param {Benefits_Education_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_warranty_title = /** @type {((inputs?: Benefits_Education_Warranty_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_warranty_title(inputs)
	return en_benefits_education_warranty_title(inputs)
});