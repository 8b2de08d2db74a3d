export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reviews_StarsInputs = {
    rating: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_stars: ((inputs: Reviews_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
