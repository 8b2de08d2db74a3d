export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_SubmittingInputs = {};
/**
* | output |
* | --- |
* | "Submitting service request. Please wait..." |
*
* @param {Common_Service_Request_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_submitting: ((inputs?: Common_Service_Request_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
