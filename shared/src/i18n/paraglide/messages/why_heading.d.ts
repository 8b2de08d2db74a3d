export type LocalizedString = import('../runtime.js').LocalizedString;
export type Why_HeadingInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Why Choose {brand}?" |
*
* @param {Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_heading: ((inputs: Why_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
