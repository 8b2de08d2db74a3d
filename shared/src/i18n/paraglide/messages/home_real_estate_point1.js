import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_Point1Inputs */

const en_home_real_estate_point1 = /** @type {(inputs: Home_Real_Estate_Point1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage for sellers while the home is on the market`)
};

const es_home_real_estate_point1 = /** @type {(inputs: Home_Real_Estate_Point1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura para vendedores mientras la casa está a la venta`)
};

/**
* | output |
* | --- |
* | "Listing coverage for sellers while the home is on the market" |
*
* @param {Home_Real_Estate_Point1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point1 = /** @type {((inputs?: Home_Real_Estate_Point1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_point1(inputs)
	return en_home_real_estate_point1(inputs)
});