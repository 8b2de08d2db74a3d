export type LocalizedString = import('../runtime.js').LocalizedString;
export type Request_RepairInputs = {};
/**
* | output |
* | --- |
* | "Request Repair" |
*
* @param {Request_RepairInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const request_repair: ((inputs?: Request_RepairInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_RepairInputs, {
    locale?: "en" | "es";
}, {}>;
