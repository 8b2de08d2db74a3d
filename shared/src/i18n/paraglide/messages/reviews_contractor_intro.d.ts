export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Contractor_IntroInputs = {};
/**
* | output |
* | --- |
* | "Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network." |
*
* @param {Reviews_Contractor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_intro: ((inputs?: Reviews_Contractor_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
