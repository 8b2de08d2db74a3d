export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Book_FailureInputs = {};
/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Status_Update_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book_failure: ((inputs?: Status_Update_Book_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Book_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
