export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step1_TitleInputs = {};
/**
* | output |
* | --- |
* | "Request a repair" |
*
* @param {Home_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_title: ((inputs?: Home_Step1_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
