import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Homeowner_DescriptionInputs */

const en_homeowner_description = /** @type {(inputs: Homeowner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, Nevada, Oregon, Texas and Utah.`)
};

const es_homeowner_description = /** @type {(inputs: Homeowner_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare planes de garantía para su hogar desde $35 al mes. Cobertura de calefacción, aire acondicionado, plomería, sistema eléctrico y electrodomésticos en Arizona, Idaho, Nevada, Oregón, Texas y Utah.`)
};

/**
* | output |
* | --- |
* | "Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, N..." |
*
* @param {Homeowner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const homeowner_description = /** @type {((inputs?: Homeowner_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_homeowner_description(inputs)
	return en_homeowner_description(inputs)
});