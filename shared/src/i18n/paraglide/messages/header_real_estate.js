import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Real_EstateInputs */

const en_header_real_estate = /** @type {(inputs: Header_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

const es_header_real_estate = /** @type {(inputs: Header_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienes raíces`)
};

/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Header_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const header_real_estate = /** @type {((inputs?: Header_Real_EstateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Real_EstateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_header_real_estate(inputs)
	return en_header_real_estate(inputs)
});