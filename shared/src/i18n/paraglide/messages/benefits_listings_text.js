import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefits_Listings_TextInputs */

const en_benefits_listings_text = /** @type {(inputs: Benefits_Listings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing coverage protects your sellers’ systems and appliances while the home is on the market.`)
};

const es_benefits_listings_text = /** @type {(inputs: Benefits_Listings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cobertura para vendedores protege los sistemas y electrodomésticos de sus vendedores mientras la casa está a la venta.`)
};

/**
* | output |
* | --- |
* | "Listing coverage protects your sellers’ systems and appliances while the home is on the market." |
*
* @param {Benefits_Listings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const benefits_listings_text = /** @type {((inputs?: Benefits_Listings_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_benefits_listings_text(inputs)
	return en_benefits_listings_text(inputs)
});