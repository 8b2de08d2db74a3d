export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Not_Found_Go_BackInputs = {};
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Common_Not_Found_Go_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_go_back: ((inputs?: Common_Not_Found_Go_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_Go_BackInputs, {
    locale?: "en" | "es";
}, {}>;
