export type LocalizedString = import('../runtime.js').LocalizedString;
export type Resources_Share_OnInputs = {
    network: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Share on {network}" |
*
* @param {Resources_Share_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_on: ((inputs: Resources_Share_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_OnInputs, {
    locale?: "en" | "es";
}, {}>;
