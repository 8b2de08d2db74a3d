export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_Plans_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Compare Home Warranty Plans" |
*
* @param {Homeowner_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_heading: ((inputs?: Homeowner_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
