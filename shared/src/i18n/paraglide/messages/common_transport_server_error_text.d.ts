export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Transport_Server_Error_TextInputs = {};
/**
* | output |
* | --- |
* | "Error communicating with the server. Please try again later." |
*
* @param {Common_Transport_Server_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_text: ((inputs?: Common_Transport_Server_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
