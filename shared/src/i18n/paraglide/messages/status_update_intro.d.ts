export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_IntroInputs = {};
/**
* | output |
* | --- |
* | "Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled." |
*
* @param {Status_Update_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_intro: ((inputs?: Status_Update_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
