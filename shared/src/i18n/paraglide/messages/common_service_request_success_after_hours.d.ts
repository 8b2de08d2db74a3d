export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_Success_After_HoursInputs = {};
/**
* | output |
* | --- |
* | "We received your service request after normal business hours, but we still have people on staff to help if this is an emergency." |
*
* @param {Common_Service_Request_Success_After_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_after_hours: ((inputs?: Common_Service_Request_Success_After_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_After_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
