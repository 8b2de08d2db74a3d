export type LocalizedString = import('../runtime.js').LocalizedString;
export type Contact_IntroInputs = {};
/**
* | output |
* | --- |
* | "Questions about a plan, a claim or an invoice? Our customer care team answers the phone and the inbox. To request a repair, use Request Repair at the top of ..." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
