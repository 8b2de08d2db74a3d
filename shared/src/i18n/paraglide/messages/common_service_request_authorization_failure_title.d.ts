export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Service_Request_Authorization_Failure_TitleInputs = {};
/**
* | output |
* | --- |
* | "There's a Problem...!" |
*
* @param {Common_Service_Request_Authorization_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_authorization_failure_title: ((inputs?: Common_Service_Request_Authorization_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Authorization_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
