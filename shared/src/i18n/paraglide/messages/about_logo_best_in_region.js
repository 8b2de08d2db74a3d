import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Logo_Best_In_RegionInputs */

const en_about_logo_best_in_region = /** @type {(inputs: About_Logo_Best_In_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best in Region: 2014, 2015, 2016, 2019 and 2020`)
};

const es_about_logo_best_in_region = /** @type {(inputs: About_Logo_Best_In_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor de la región: 2014, 2015, 2016, 2019 y 2020`)
};

/**
* | output |
* | --- |
* | "Best in Region: 2014, 2015, 2016, 2019 and 2020" |
*
* @param {About_Logo_Best_In_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const about_logo_best_in_region = /** @type {((inputs?: About_Logo_Best_In_RegionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Best_In_RegionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_about_logo_best_in_region(inputs)
	return en_about_logo_best_in_region(inputs)
});