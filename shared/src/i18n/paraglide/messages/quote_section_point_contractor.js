import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Section_Point_ContractorInputs */

const en_quote_section_point_contractor = /** @type {(inputs: Quote_Section_Point_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A licensed contractor assigned within 24 hours of a claim`)
};

const es_quote_section_point_contractor = /** @type {(inputs: Quote_Section_Point_ContractorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un contratista con licencia asignado dentro de las 24 horas de un reclamo`)
};

/**
* | output |
* | --- |
* | "A licensed contractor assigned within 24 hours of a claim" |
*
* @param {Quote_Section_Point_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_contractor = /** @type {((inputs?: Quote_Section_Point_ContractorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_ContractorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_section_point_contractor(inputs)
	return en_quote_section_point_contractor(inputs)
});