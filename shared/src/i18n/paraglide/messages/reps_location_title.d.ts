export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reps_Location_TitleInputs = {};
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reps_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_title: ((inputs?: Reps_Location_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
