export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Banner_TitleInputs = {};
/**
* | output |
* | --- |
* | "See your price in about a minute" |
*
* @param {Quote_Banner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_title: ((inputs?: Quote_Banner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
