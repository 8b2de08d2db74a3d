export type LocalizedString = import('../runtime.js').LocalizedString;
export type Benefits_Listings_TitleInputs = {};
/**
* | output |
* | --- |
* | "Listings that sell with confidence" |
*
* @param {Benefits_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_title: ((inputs?: Benefits_Listings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
