export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Gpc_NoticeInputs = {};
/**
* | output |
* | --- |
* | "Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here." |
*
* @param {Privacy_Centre_Gpc_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_gpc_notice: ((inputs?: Privacy_Centre_Gpc_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Gpc_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
