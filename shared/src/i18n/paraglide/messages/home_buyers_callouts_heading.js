import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callouts_HeadingInputs */

const en_home_buyers_callouts_heading = /** @type {(inputs: Home_Buyers_Callouts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we help real estate professionals`)
};

const es_home_buyers_callouts_heading = /** @type {(inputs: Home_Buyers_Callouts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo ayudamos a los profesionales de bienes raíces`)
};

/**
* | output |
* | --- |
* | "How we help real estate professionals" |
*
* @param {Home_Buyers_Callouts_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callouts_heading = /** @type {((inputs?: Home_Buyers_Callouts_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callouts_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callouts_heading(inputs)
	return en_home_buyers_callouts_heading(inputs)
});