import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Plans_DescriptionInputs */

const en_home_buyers_meta_plans_description = /** @type {(inputs: Home_Buyers_Meta_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes.`)
};

const es_home_buyers_meta_plans_description = /** @type {(inputs: Home_Buyers_Meta_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare planes de garantía para el hogar para compradores y vendedores, con precio anual para una casa unifamiliar, y ordene uno para su cierre en minutos.`)
};

/**
* | output |
* | --- |
* | "Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes." |
*
* @param {Home_Buyers_Meta_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_plans_description = /** @type {((inputs?: Home_Buyers_Meta_Plans_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_plans_description(inputs)
	return en_home_buyers_meta_plans_description(inputs)
});