export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_Claim_FailureInputs = {};
/**
* | output |
* | --- |
* | "An error occurred while submitting your claim." |
*
* @param {Common_Service_Request_Claim_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_claim_failure: ((inputs?: Common_Service_Request_Claim_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Claim_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
