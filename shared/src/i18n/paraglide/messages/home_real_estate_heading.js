import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Real_Estate_HeadingInputs */

const en_home_real_estate_heading = /** @type {(inputs: Home_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For real estate professionals`)
};

const es_home_real_estate_heading = /** @type {(inputs: Home_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para profesionales de bienes raíces`)
};

/**
* | output |
* | --- |
* | "For real estate professionals" |
*
* @param {Home_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_real_estate_heading = /** @type {((inputs?: Home_Real_Estate_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_real_estate_heading(inputs)
	return en_home_real_estate_heading(inputs)
});