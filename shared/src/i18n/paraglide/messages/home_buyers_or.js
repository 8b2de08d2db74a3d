import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_OrInputs */

const en_home_buyers_or = /** @type {(inputs: Home_Buyers_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OR`)
};

const es_home_buyers_or = /** @type {(inputs: Home_Buyers_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O`)
};

/**
* | output |
* | --- |
* | "OR" |
*
* @param {Home_Buyers_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_or = /** @type {((inputs?: Home_Buyers_OrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_OrInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_or(inputs)
	return en_home_buyers_or(inputs)
});