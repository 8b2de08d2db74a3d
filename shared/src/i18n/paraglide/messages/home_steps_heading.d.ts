export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Steps_HeadingInputs = {};
/**
* | output |
* | --- |
* | "How a repair works" |
*
* @param {Home_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_steps_heading: ((inputs?: Home_Steps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
