export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_View_HistoryInputs = {};
/**
* | output |
* | --- |
* | "View My Service Requests" |
*
* @param {Claim_View_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_view_history: ((inputs?: Claim_View_HistoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_View_HistoryInputs, {
    locale?: "en" | "es";
}, {}>;
