import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Buyers_Callout_Brochure_TextInputs */

const en_home_buyers_callout_brochure_text = /** @type {(inputs: Home_Buyers_Callout_Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our plans on paper, in English or Spanish, ready for your next listing.`)
};

const es_home_buyers_callout_brochure_text = /** @type {(inputs: Home_Buyers_Callout_Brochure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestros planes en papel, en inglés o en español, listos para su próxima propiedad en venta.`)
};

/**
* | output |
* | --- |
* | "Our plans on paper, in English or Spanish, ready for your next listing." |
*
* @param {Home_Buyers_Callout_Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_buyers_callout_brochure_text = /** @type {((inputs?: Home_Buyers_Callout_Brochure_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_buyers_callout_brochure_text(inputs)
	return en_home_buyers_callout_brochure_text(inputs)
});