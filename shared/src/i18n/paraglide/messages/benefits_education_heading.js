import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Education_HeadingInputs */

const en_benefits_education_heading = /** @type {(inputs: Benefits_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real estate education tools`)
};

const es_benefits_education_heading = /** @type {(inputs: Benefits_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas educativas de bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real estate education tools" |
*
* @param {Benefits_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_education_heading = /** @type {((inputs?: Benefits_Education_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_education_heading(inputs)
	return en_benefits_education_heading(inputs)
});