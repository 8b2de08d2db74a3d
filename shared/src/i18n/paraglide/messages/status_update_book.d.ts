export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_BookInputs = {};
/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Status_Update_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book: ((inputs?: Status_Update_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookInputs, {
    locale?: "en" | "es";
}, {}>;
