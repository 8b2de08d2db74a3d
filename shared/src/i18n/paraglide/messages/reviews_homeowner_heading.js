import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Homeowner_HeadingInputs */

const en_reviews_homeowner_heading = /** @type {(inputs: Reviews_Homeowner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Homeowner Reviews`)
};

const es_reviews_homeowner_heading = /** @type {(inputs: Reviews_Homeowner_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas de propietarios`)
};

/**
* | output |
* | --- |
* | "Homeowner Reviews" |
*
* @param {Reviews_Homeowner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reviews_homeowner_heading = /** @type {((inputs?: Reviews_Homeowner_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reviews_homeowner_heading(inputs)
	return en_reviews_homeowner_heading(inputs)
});