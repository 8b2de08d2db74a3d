export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_Send_FailureInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Oops, something went wrong! Please call us at {phone}" |
*
* @param {Common_Service_Request_Send_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_send_failure: ((inputs: Common_Service_Request_Send_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Send_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
