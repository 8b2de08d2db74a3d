import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Home_Buyers_Section_WhyInputs */

const en_home_buyers_section_why = /** @type {(inputs: Home_Buyers_Section_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why Choose ${i?.brand}`)
};

const es_home_buyers_section_why = /** @type {(inputs: Home_Buyers_Section_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por qué elegir ${i?.brand}`)
};

/**
* | output |
* | --- |
* | "Why Choose {brand}" |
*
* @param {Home_Buyers_Section_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_section_why = /** @type {((inputs: Home_Buyers_Section_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_section_why(inputs)
	return en_home_buyers_section_why(inputs)
});