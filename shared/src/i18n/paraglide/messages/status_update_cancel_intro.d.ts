export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Cancel_IntroInputs = {};
/**
* | output |
* | --- |
* | "Is the visit no longer needed? Ask us to cancel this work order." |
*
* @param {Status_Update_Cancel_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_intro: ((inputs?: Status_Update_Cancel_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
