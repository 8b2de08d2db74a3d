import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_DescriptionInputs */

const en_home_buyers_meta_description = /** @type {(inputs: Home_Buyers_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures and a local representative.`)
};

const es_home_buyers_meta_description = /** @type {(inputs: Home_Buyers_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de garantía para el hogar para compradores, vendedores y sus agentes en Arizona, Idaho, Nevada, Oregón, Texas y Utah: órdenes rápidas, cobertura para vendedores, folletos y un representante local.`)
};

/**
* | output |
* | --- |
* | "Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures an..." |
*
* @param {Home_Buyers_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_description = /** @type {((inputs?: Home_Buyers_Meta_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_description(inputs)
	return en_home_buyers_meta_description(inputs)
});