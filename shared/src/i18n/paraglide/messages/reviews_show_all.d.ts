export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_Show_AllInputs = {
    count: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Show all {count} reviews" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_all: ((inputs: Reviews_Show_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, {
    locale?: "en" | "es";
}, {}>;
