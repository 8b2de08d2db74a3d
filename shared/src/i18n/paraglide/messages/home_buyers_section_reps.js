import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Section_RepsInputs */

const en_home_buyers_section_reps = /** @type {(inputs: Home_Buyers_Section_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet your Representative`)
};

const es_home_buyers_section_reps = /** @type {(inputs: Home_Buyers_Section_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca a su representante`)
};

/**
* | output |
* | --- |
* | "Meet your Representative" |
*
* @param {Home_Buyers_Section_RepsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_section_reps = /** @type {((inputs?: Home_Buyers_Section_RepsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_RepsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_section_reps(inputs)
	return en_home_buyers_section_reps(inputs)
});