export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_Too_Many_RequestsInputs = {
    wait: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "We have received this request many times from you in a short while. Please try again {wait}." |
*
* @param {Common_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_too_many_requests: ((inputs: Common_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Too_Many_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
