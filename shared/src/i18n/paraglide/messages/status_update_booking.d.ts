export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_BookingInputs = {};
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Status_Update_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booking: ((inputs?: Status_Update_BookingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookingInputs, {
    locale?: "en" | "es";
}, {}>;
