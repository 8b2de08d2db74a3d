export type LocalizedString = import('../runtime.js').LocalizedString;
export type Privacy_Centre_Read_MoreInputs = {};
/**
* | output |
* | --- |
* | "Read more in our Privacy Policy." |
*
* @param {Privacy_Centre_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_read_more: ((inputs?: Privacy_Centre_Read_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Privacy_Centre_Read_MoreInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Privacy_Centre_Read_MoreInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
