export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Customer_IntroInputs = {};
/**
* | output |
* | --- |
* | "Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Reviews_Customer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_intro: ((inputs?: Reviews_Customer_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
