import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Real_EstateInputs */

const en_footer_real_estate = /** @type {(inputs: Footer_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

const es_footer_real_estate = /** @type {(inputs: Footer_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Footer_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const footer_real_estate = /** @type {((inputs?: Footer_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_real_estate(inputs)
	return en_footer_real_estate(inputs)
});