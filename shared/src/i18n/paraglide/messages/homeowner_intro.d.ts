export type LocalizedString = import('../runtime.js').LocalizedString;
export type Homeowner_IntroInputs = {
    brand: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Appliances and home systems wear out on their own schedule. A {brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a s..." |
*
* @param {Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_intro: ((inputs: Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
