import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Section_Point_StatesInputs */

const en_quote_section_point_states = /** @type {(inputs: Quote_Section_Point_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah`)
};

const es_quote_section_point_states = /** @type {(inputs: Quote_Section_Point_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servimos Arizona, Idaho, Nevada, Oregón, Texas y Utah`)
};

/**
* | output |
* | --- |
* | "Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah" |
*
* @param {Quote_Section_Point_StatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_states = /** @type {((inputs?: Quote_Section_Point_StatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_StatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_section_point_states(inputs)
	return en_quote_section_point_states(inputs)
});