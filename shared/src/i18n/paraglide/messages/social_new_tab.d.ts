export type LocalizedString = import('../runtime.js').LocalizedString;
export type Social_New_TabInputs = {};
/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Social_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const social_new_tab: ((inputs?: Social_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Social_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
