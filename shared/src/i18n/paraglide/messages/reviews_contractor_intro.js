import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Contractor_IntroInputs */

const en_reviews_contractor_intro = /** @type {(inputs: Reviews_Contractor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network.`)
};

const es_reviews_contractor_intro = /** @type {(inputs: Reviews_Contractor_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plomeros, electricistas y técnicos de climatización y electrodomésticos de nuestros seis estados cuentan cómo es trabajar con nuestra red.`)
};

/**
* | output |
* | --- |
* | "Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network." |
*
* @param {Reviews_Contractor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_contractor_intro = /** @type {((inputs?: Reviews_Contractor_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_contractor_intro(inputs)
	return en_reviews_contractor_intro(inputs)
});