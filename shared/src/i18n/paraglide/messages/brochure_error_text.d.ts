export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Error_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance at {phone}." |
*
* @param {Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_error_text: ((inputs: Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
