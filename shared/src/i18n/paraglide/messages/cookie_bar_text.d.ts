export type LocalizedString = import('../runtime.js').LocalizedString;
export type Cookie_Bar_TextInputs = {};
/**
* | output |
* | --- |
* | "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy." |
*
* @param {Cookie_Bar_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_text: ((inputs?: Cookie_Bar_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Cookie_Bar_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Cookie_Bar_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
