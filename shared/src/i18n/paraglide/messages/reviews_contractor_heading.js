import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Contractor_HeadingInputs */

const en_reviews_contractor_heading = /** @type {(inputs: Reviews_Contractor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hear From Our Contractors`)
};

const es_reviews_contractor_heading = /** @type {(inputs: Reviews_Contractor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuche a nuestros contratistas`)
};

/**
* | output |
* | --- |
* | "Hear From Our Contractors" |
*
* @param {Reviews_Contractor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_contractor_heading = /** @type {((inputs?: Reviews_Contractor_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_contractor_heading(inputs)
	return en_reviews_contractor_heading(inputs)
});