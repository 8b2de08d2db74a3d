export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_HelpInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Need help? Call us at {phone}." |
*
* @param {Status_Update_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_help: ((inputs: Status_Update_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_HelpInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_HelpInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
