import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_HeadingInputs */

const en_home_buyers_heading = /** @type {(inputs: Home_Buyers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Warranty for Real Estate Professionals`)
};

const es_home_buyers_heading = /** @type {(inputs: Home_Buyers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garantía para el hogar para profesionales de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Home Warranty for Real Estate Professionals" |
*
* @param {Home_Buyers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_heading = /** @type {((inputs?: Home_Buyers_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_heading(inputs)
	return en_home_buyers_heading(inputs)
});