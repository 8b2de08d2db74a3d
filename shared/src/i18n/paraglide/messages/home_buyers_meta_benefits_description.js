import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Benefits_DescriptionInputs */

const en_home_buyers_meta_benefits_description = /** @type {(inputs: Home_Buyers_Meta_Benefits_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance.`)
};

const es_home_buyers_meta_benefits_description = /** @type {(inputs: Home_Buyers_Meta_Benefits_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guías y artículos para profesionales de bienes raíces y sus clientes: comprar y vender una casa, lo básico de la garantía para el hogar y el mantenimiento de la casa.`)
};

/**
* | output |
* | --- |
* | "Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance." |
*
* @param {Home_Buyers_Meta_Benefits_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_benefits_description = /** @type {((inputs?: Home_Buyers_Meta_Benefits_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_benefits_description(inputs)
	return en_home_buyers_meta_benefits_description(inputs)
});