export type LocalizedString = import('../runtime.js').LocalizedString;
export type Warranty_Link_TitleInputs = {};
/**
* | output |
* | --- |
* | "Warranty Link" |
*
* @param {Warranty_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_title: ((inputs?: Warranty_Link_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
