export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_Plans_IntroInputs = {};
/**
* | output |
* | --- |
* | "Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order...." |
*
* @param {Homeowner_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_intro: ((inputs?: Homeowner_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
