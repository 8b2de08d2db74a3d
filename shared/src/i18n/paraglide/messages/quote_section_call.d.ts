export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Section_CallInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Quote_Section_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_call: ((inputs: Quote_Section_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Section_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Section_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
