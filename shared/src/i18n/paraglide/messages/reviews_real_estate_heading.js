import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Real_Estate_HeadingInputs */

const en_reviews_real_estate_heading = /** @type {(inputs: Reviews_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by Real Estate Professionals`)
};

const es_reviews_real_estate_heading = /** @type {(inputs: Reviews_Real_Estate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La confianza de los profesionales de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Trusted by Real Estate Professionals" |
*
* @param {Reviews_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_real_estate_heading = /** @type {((inputs?: Reviews_Real_Estate_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_real_estate_heading(inputs)
	return en_reviews_real_estate_heading(inputs)
});