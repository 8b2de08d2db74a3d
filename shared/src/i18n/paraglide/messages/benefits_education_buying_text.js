import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Buying_TextInputs */

const en_benefits_education_buying_text = /** @type {(inputs: Benefits_Education_Buying_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspections, negotiations and what to expect at closing.`)
};

const es_benefits_education_buying_text = /** @type {(inputs: Benefits_Education_Buying_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspecciones, negociaciones y qué esperar al cierre.`)
};

/**
* | output |
* | --- |
* | "Inspections, negotiations and what to expect at closing." |
*
* @param {Benefits_Education_Buying_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_buying_text = /** @type {((inputs?: Benefits_Education_Buying_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_buying_text(inputs)
	return en_benefits_education_buying_text(inputs)
});