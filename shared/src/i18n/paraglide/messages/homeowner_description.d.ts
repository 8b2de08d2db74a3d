export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, N..." |
*
* @param {Homeowner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_description: ((inputs?: Homeowner_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
