export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Transport_Server_Error_With_CodeInputs = {
    status: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Server Error. Response Code {status}" |
*
* @param {Common_Transport_Server_Error_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_with_code: ((inputs: Common_Transport_Server_Error_With_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_With_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
