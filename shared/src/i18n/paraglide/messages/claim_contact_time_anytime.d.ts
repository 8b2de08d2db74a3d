export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Time_AnytimeInputs = {};
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Claim_Contact_Time_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_anytime: ((inputs?: Claim_Contact_Time_AnytimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AnytimeInputs, {
    locale?: "en" | "es";
}, {}>;
