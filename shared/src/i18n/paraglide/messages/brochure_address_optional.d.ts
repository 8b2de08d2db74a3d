export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Address_OptionalInputs = {};
/**
* | output |
* | --- |
* | "Address (optional)" |
*
* @param {Brochure_Address_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_address_optional: ((inputs?: Brochure_Address_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Address_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
