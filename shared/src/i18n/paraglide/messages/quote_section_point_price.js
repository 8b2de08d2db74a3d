import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Section_Point_PriceInputs */

const en_quote_section_point_price = /** @type {(inputs: Quote_Section_Point_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans from $35 a month`)
};

const es_quote_section_point_price = /** @type {(inputs: Quote_Section_Point_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes desde $35 al mes`)
};

/**
* | output |
* | --- |
* | "Plans from $35 a month" |
*
* @param {Quote_Section_Point_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const quote_section_point_price = /** @type {((inputs?: Quote_Section_Point_PriceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_PriceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quote_section_point_price(inputs)
	return en_quote_section_point_price(inputs)
});