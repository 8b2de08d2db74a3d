export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Menu_New_Service_RequestInputs = {};
/**
* | output |
* | --- |
* | "New Service Request" |
*
* @param {Claim_Menu_New_Service_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_new_service_request: ((inputs?: Claim_Menu_New_Service_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_New_Service_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
