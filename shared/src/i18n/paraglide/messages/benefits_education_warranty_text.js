import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Warranty_TextInputs */

const en_benefits_education_warranty_text = /** @type {(inputs: Benefits_Education_Warranty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a home warranty covers, what it does not, and how claims work.`)
};

const es_benefits_education_warranty_text = /** @type {(inputs: Benefits_Education_Warranty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué cubre una garantía para el hogar, qué no cubre y cómo funcionan los reclamos.`)
};

/**
* | output |
* | --- |
* | "What a home warranty covers, what it does not, and how claims work." |
*
* @param {Benefits_Education_Warranty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_warranty_text = /** @type {((inputs?: Benefits_Education_Warranty_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_warranty_text(inputs)
	return en_benefits_education_warranty_text(inputs)
});