export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Transport_Network_ErrorInputs = {};
/**
* | output |
* | --- |
* | "Unable to reach the server. Check your connection and try again." |
*
* @param {Common_Transport_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_network_error: ((inputs?: Common_Transport_Network_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Network_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
