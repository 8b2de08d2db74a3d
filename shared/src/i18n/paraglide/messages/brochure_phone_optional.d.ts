export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Phone_OptionalInputs = {};
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Brochure_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_phone_optional: ((inputs?: Brochure_Phone_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Phone_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
