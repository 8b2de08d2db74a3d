import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Brochure_TitleInputs */

const en_home_buyers_callout_brochure_title = /** @type {(inputs: Home_Buyers_Callout_Brochure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Brochure`)
};

const es_home_buyers_callout_brochure_title = /** @type {(inputs: Home_Buyers_Callout_Brochure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida un folleto`)
};

/**
* | output |
* | --- |
* | "Request a Brochure" |
*
* @param {Home_Buyers_Callout_Brochure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_brochure_title = /** @type {((inputs?: Home_Buyers_Callout_Brochure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_brochure_title(inputs)
	return en_home_buyers_callout_brochure_title(inputs)
});