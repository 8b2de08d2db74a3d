export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_EyebrowInputs = {};
/**
* | output |
* | --- |
* | "For homeowners" |
*
* @param {Homeowner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_eyebrow: ((inputs?: Homeowner_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
