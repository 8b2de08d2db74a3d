import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_Point3Inputs */

const en_home_real_estate_point3 = /** @type {(inputs: Home_Real_Estate_Point3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local representative in every state we serve`)
};

const es_home_real_estate_point3 = /** @type {(inputs: Home_Real_Estate_Point3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un representante local en cada estado donde servimos`)
};

/**
* | output |
* | --- |
* | "A local representative in every state we serve" |
*
* @param {Home_Real_Estate_Point3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_point3 = /** @type {((inputs?: Home_Real_Estate_Point3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_point3(inputs)
	return en_home_real_estate_point3(inputs)
});