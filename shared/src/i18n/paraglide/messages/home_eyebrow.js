import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_EyebrowInputs */

const en_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arizona · Idaho · Nevada · Oregon · Texas · Utah`)
};

const es_home_eyebrow = /** @type {(inputs: Home_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arizona · Idaho · Nevada · Oregón · Texas · Utah`)
};

/**
* | output |
* | --- |
* | "Arizona · Idaho · Nevada · Oregon · Texas · Utah" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_eyebrow = /** @type {((inputs?: Home_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_eyebrow(inputs)
	return en_home_eyebrow(inputs)
});