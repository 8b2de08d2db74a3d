import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_Point2Inputs */

const en_home_real_estate_point2 = /** @type {(inputs: Home_Real_Estate_Point2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans paid at closing through escrow`)
};

const es_home_real_estate_point2 = /** @type {(inputs: Home_Real_Estate_Point2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes pagados al cierre a través del depósito en garantía`)
};

/**
* | output |
* | --- |
* | "Plans paid at closing through escrow" |
*
* @param {Home_Real_Estate_Point2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point2 = /** @type {((inputs?: Home_Real_Estate_Point2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_point2(inputs)
	return en_home_real_estate_point2(inputs)
});