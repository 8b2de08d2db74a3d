import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Reviews_DescriptionInputs */

const en_home_buyers_meta_reviews_description = /** @type {(inputs: Home_Buyers_Meta_Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers.`)
};

const es_home_buyers_meta_reviews_description = /** @type {(inputs: Home_Buyers_Meta_Reviews_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que dicen agentes, corredores y oficiales de escrow sobre ordenar contratos de servicio residencial para sus compradores y vendedores.`)
};

/**
* | output |
* | --- |
* | "What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers." |
*
* @param {Home_Buyers_Meta_Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reviews_description = /** @type {((inputs?: Home_Buyers_Meta_Reviews_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_reviews_description(inputs)
	return en_home_buyers_meta_reviews_description(inputs)
});