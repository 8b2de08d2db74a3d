export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Menu_Service_RequestsInputs = {};
/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Claim_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_service_requests: ((inputs?: Claim_Menu_Service_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_Service_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
