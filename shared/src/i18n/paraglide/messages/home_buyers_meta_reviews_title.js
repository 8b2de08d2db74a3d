import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Reviews_TitleInputs */

const en_home_buyers_meta_reviews_title = /** @type {(inputs: Home_Buyers_Meta_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Residential Service Contract Reviews from Real Estate Professionals`)
};

const es_home_buyers_meta_reviews_title = /** @type {(inputs: Home_Buyers_Meta_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas de contratos de servicio residencial de profesionales de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Residential Service Contract Reviews from Real Estate Professionals" |
*
* @param {Home_Buyers_Meta_Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_reviews_title = /** @type {((inputs?: Home_Buyers_Meta_Reviews_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_reviews_title(inputs)
	return en_home_buyers_meta_reviews_title(inputs)
});