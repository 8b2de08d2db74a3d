import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Contractors_HeadingInputs */

const en_home_contractors_heading = /** @type {(inputs: Home_Contractors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For contractors`)
};

const es_home_contractors_heading = /** @type {(inputs: Home_Contractors_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para contratistas`)
};

/**
* | output |
* | --- |
* | "For contractors" |
*
* @param {Home_Contractors_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_contractors_heading = /** @type {((inputs?: Home_Contractors_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_contractors_heading(inputs)
	return en_home_contractors_heading(inputs)
});