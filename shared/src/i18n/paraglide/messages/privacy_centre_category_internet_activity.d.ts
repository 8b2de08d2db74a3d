export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Category_Internet_ActivityInputs = {};
/**
* | output |
* | --- |
* | "Internet or other electronic network activity" |
*
* @param {Privacy_Centre_Category_Internet_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_internet_activity: ((inputs?: Privacy_Centre_Category_Internet_ActivityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_Internet_ActivityInputs, {
    locale?: "en" | "es";
}, {}>;
