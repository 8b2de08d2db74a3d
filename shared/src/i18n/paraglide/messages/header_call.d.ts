export type LocalizedString = import('../runtime.js').LocalizedString;
export type Header_CallInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Header_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_call: ((inputs: Header_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_CallInputs, {
    locale?: "en" | "es";
}, {}>;
