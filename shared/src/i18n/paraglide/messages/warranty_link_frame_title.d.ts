export type LocalizedString = import('../runtime.js').LocalizedString;
export type Warranty_Link_Frame_TitleInputs = {
    policyId: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Real estate warranty link for policy {policyId}" |
*
* @param {Warranty_Link_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_frame_title: ((inputs: Warranty_Link_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
