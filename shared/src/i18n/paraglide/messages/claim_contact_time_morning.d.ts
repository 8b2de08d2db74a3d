export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Time_MorningInputs = {};
/**
* | output |
* | --- |
* | "Morning (8AM to 12PM)" |
*
* @param {Claim_Contact_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_morning: ((inputs?: Claim_Contact_Time_MorningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_MorningInputs, {
    locale?: "en" | "es";
}, {}>;
