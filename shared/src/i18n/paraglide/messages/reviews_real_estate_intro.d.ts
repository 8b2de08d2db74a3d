export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Real_Estate_IntroInputs = {};
/**
* | output |
* | --- |
* | "Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy." |
*
* @param {Reviews_Real_Estate_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_intro: ((inputs?: Reviews_Real_Estate_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
