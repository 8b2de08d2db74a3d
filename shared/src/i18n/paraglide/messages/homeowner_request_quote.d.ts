export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_Request_QuoteInputs = {};
/**
* | output |
* | --- |
* | "Request Quote" |
*
* @param {Homeowner_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_request_quote: ((inputs?: Homeowner_Request_QuoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Request_QuoteInputs, {
    locale?: "en" | "es";
}, {}>;
