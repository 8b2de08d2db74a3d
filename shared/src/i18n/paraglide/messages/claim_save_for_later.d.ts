export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Save_For_LaterInputs = {};
/**
* | output |
* | --- |
* | "Save and send when online" |
*
* @param {Claim_Save_For_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_save_for_later: ((inputs?: Claim_Save_For_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Save_For_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
