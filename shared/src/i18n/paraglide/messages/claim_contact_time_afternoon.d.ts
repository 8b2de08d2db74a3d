export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Time_AfternoonInputs = {};
/**
* | output |
* | --- |
* | "Afternoon (12PM to 5PM)" |
*
* @param {Claim_Contact_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_afternoon: ((inputs?: Claim_Contact_Time_AfternoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AfternoonInputs, {
    locale?: "en" | "es";
}, {}>;
