export type LocalizedString = import('../runtime.js').LocalizedString;
export type Home_Find_RepInputs = {};
/**
* | output |
* | --- |
* | "Find Your Local Rep" |
*
* @param {Home_Find_RepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_find_rep: ((inputs?: Home_Find_RepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Find_RepInputs, {
    locale?: "en" | "es";
}, {}>;
