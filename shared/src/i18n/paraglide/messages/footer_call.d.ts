export type LocalizedString = import('../runtime.js').LocalizedString;
export type Footer_CallInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Footer_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_call: ((inputs: Footer_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Footer_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Footer_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
