import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_PlansInputs */

const en_home_real_estate_plans = /** @type {(inputs: Home_Real_Estate_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate Plans`)
};

const es_home_real_estate_plans = /** @type {(inputs: Home_Real_Estate_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real Estate Plans" |
*
* @param {Home_Real_Estate_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_plans = /** @type {((inputs?: Home_Real_Estate_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_plans(inputs)
	return en_home_real_estate_plans(inputs)
});