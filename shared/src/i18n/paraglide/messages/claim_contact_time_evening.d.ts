export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Time_EveningInputs = {};
/**
* | output |
* | --- |
* | "Evening (5PM to 8PM)" |
*
* @param {Claim_Contact_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_evening: ((inputs?: Claim_Contact_Time_EveningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_EveningInputs, {
    locale?: "en" | "es";
}, {}>;
