export type LocalizedString = import('../runtime.js').LocalizedString;
export type Brochure_Real_Estate_QuestionInputs = {};
/**
* | output |
* | --- |
* | "Are you a real estate professional?" |
*
* @param {Brochure_Real_Estate_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_real_estate_question: ((inputs?: Brochure_Real_Estate_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Real_Estate_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
