export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Booked_NowInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Status_Update_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked_now: ((inputs: Status_Update_Booked_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Booked_NowInputs, {
    locale?: "en" | "es";
}, {}>;
