export type LocalizedString = import('../runtime.js').LocalizedString;
export type Illustration_SoldInputs = {};
/**
* | output |
* | --- |
* | "SOLD" |
*
* @param {Illustration_SoldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const illustration_sold: ((inputs?: Illustration_SoldInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Illustration_SoldInputs, {
    locale?: "en" | "es";
}, {}>;
