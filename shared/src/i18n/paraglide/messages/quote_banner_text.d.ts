export type LocalizedString = import('../runtime.js').LocalizedString;
export type Quote_Banner_TextInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call {phone}." |
*
* @param {Quote_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_text: ((inputs: Quote_Banner_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Banner_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Banner_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
