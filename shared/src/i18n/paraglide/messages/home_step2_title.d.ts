export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step2_TitleInputs = {};
/**
* | output |
* | --- |
* | "Meet your contractor" |
*
* @param {Home_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_title: ((inputs?: Home_Step2_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
