import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Listings_TitleInputs */

const en_benefits_listings_title = /** @type {(inputs: Benefits_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings that sell with confidence`)
};

const es_benefits_listings_title = /** @type {(inputs: Benefits_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propiedades que se venden con confianza`)
};

/**
* | output |
* | --- |
* | "Listings that sell with confidence" |
*
* @param {Benefits_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_listings_title = /** @type {((inputs?: Benefits_Listings_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_listings_title(inputs)
	return en_benefits_listings_title(inputs)
});