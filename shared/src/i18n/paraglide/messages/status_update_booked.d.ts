export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_BookedInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Status_Update_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked: ((inputs: Status_Update_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
