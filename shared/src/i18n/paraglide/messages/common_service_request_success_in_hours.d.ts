export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_Success_In_HoursInputs = {};
/**
* | output |
* | --- |
* | "We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment." |
*
* @param {Common_Service_Request_Success_In_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_in_hours: ((inputs?: Common_Service_Request_Success_In_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_In_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
