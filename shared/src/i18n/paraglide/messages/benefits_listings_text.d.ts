export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Listings_TextInputs = {};
/**
* | output |
* | --- |
* | "Listing coverage protects your sellers’ systems and appliances while the home is on the market." |
*
* @param {Benefits_Listings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_text: ((inputs?: Benefits_Listings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
