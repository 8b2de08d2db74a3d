import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_EyebrowInputs */

const en_home_buyers_eyebrow = /** @type {(inputs: Home_Buyers_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For agents, brokers and escrow officers`)
};

const es_home_buyers_eyebrow = /** @type {(inputs: Home_Buyers_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para agentes, corredores y oficiales de escrow`)
};

/**
* | output |
* | --- |
* | "For agents, brokers and escrow officers" |
*
* @param {Home_Buyers_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_eyebrow = /** @type {((inputs?: Home_Buyers_EyebrowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_EyebrowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_eyebrow(inputs)
	return en_home_buyers_eyebrow(inputs)
});