export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Customer_HeadingInputs = {};
/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Reviews_Customer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_heading: ((inputs?: Reviews_Customer_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
