import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_See_PlansInputs */

const en_home_see_plans = /** @type {(inputs: Home_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See Plans & Pricing`)
};

const es_home_see_plans = /** @type {(inputs: Home_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes y precios`)
};

/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_see_plans = /** @type {((inputs?: Home_See_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_see_plans(inputs)
	return en_home_see_plans(inputs)
});