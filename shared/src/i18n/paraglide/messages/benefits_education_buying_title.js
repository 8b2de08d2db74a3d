import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_Buying_TitleInputs */

const en_benefits_education_buying_title = /** @type {(inputs: Benefits_Education_Buying_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buying and selling a house`)
};

const es_benefits_education_buying_title = /** @type {(inputs: Benefits_Education_Buying_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprar y vender una casa`)
};

/**
* | output |
* | --- |
* | "Buying and selling a house" |
*
* @param {Benefits_Education_Buying_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_buying_title = /** @type {((inputs?: Benefits_Education_Buying_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_buying_title(inputs)
	return en_benefits_education_buying_title(inputs)
});