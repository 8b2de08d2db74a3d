export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Step3_TitleInputs = {};
/**
* | output |
* | --- |
* | "Pay only the service fee" |
*
* @param {Home_Step3_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_title: ((inputs?: Home_Step3_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
