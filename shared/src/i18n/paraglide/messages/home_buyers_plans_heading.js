import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Plans_HeadingInputs */

const en_home_buyers_plans_heading = /** @type {(inputs: Home_Buyers_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Buyer Plans`)
};

const es_home_buyers_plans_heading = /** @type {(inputs: Home_Buyers_Plans_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes para compradores de vivienda`)
};

/**
* | output |
* | --- |
* | "Home Buyer Plans" |
*
* @param {Home_Buyers_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_plans_heading = /** @type {((inputs?: Home_Buyers_Plans_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_plans_heading(inputs)
	return en_home_buyers_plans_heading(inputs)
});