import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Repairs_TextInputs */

const en_benefits_education_repairs_text = /** @type {(inputs: Benefits_Education_Repairs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seasonal checklists and small fixes that keep systems running longer.`)
};

const es_benefits_education_repairs_text = /** @type {(inputs: Benefits_Education_Repairs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas de temporada y arreglos sencillos que ayudan a que los sistemas duren más.`)
};

/**
* | output |
* | --- |
* | "Seasonal checklists and small fixes that keep systems running longer." |
*
* @param {Benefits_Education_Repairs_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_repairs_text = /** @type {((inputs?: Benefits_Education_Repairs_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_repairs_text(inputs)
	return en_benefits_education_repairs_text(inputs)
});