export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Transport_Server_Error_TitleInputs = {};
/**
* | output |
* | --- |
* | "Server Error" |
*
* @param {Common_Transport_Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_title: ((inputs?: Common_Transport_Server_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
