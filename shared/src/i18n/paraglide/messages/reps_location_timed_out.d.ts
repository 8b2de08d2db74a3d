export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Location_Timed_OutInputs = {};
/**
* | output |
* | --- |
* | "We could not find your location in time. Choose your state to see its representatives." |
*
* @param {Reps_Location_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_timed_out: ((inputs?: Reps_Location_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
