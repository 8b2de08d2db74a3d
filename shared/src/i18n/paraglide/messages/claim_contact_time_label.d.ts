export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Contact_Time_LabelInputs = {};
/**
* | output |
* | --- |
* | "Best time to reach you" |
*
* @param {Claim_Contact_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_label: ((inputs?: Claim_Contact_Time_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
