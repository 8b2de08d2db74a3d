export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_Home_LinkInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Header_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_home_link: ((inputs: Header_Home_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
