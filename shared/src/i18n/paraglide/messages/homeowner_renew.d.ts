export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_RenewInputs = {};
/**
* | output |
* | --- |
* | "Renew Your Warranty" |
*
* @param {Homeowner_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_renew: ((inputs?: Homeowner_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
