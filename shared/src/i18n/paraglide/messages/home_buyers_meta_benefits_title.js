import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Meta_Benefits_TitleInputs */

const en_home_buyers_meta_benefits_title = /** @type {(inputs: Home_Buyers_Meta_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Education Tools`)
};

const es_home_buyers_meta_benefits_title = /** @type {(inputs: Home_Buyers_Meta_Benefits_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real Estate Education Tools" |
*
* @param {Home_Buyers_Meta_Benefits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_meta_benefits_title = /** @type {((inputs?: Home_Buyers_Meta_Benefits_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_meta_benefits_title(inputs)
	return en_home_buyers_meta_benefits_title(inputs)
});