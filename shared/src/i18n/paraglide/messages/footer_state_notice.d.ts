export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_State_NoticeInputs = {};
/**
* | output |
* | --- |
* | "State Privacy Notice" |
*
* @param {Footer_State_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_state_notice: ((inputs?: Footer_State_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_State_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
