export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Banner_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Get a Free Quote" |
*
* @param {Quote_Banner_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_button: ((inputs?: Quote_Banner_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
