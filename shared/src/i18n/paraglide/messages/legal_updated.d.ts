export type LocalizedString = import('../runtime.js').LocalizedString;
export type Legal_UpdatedInputs = {
    date: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_updated: ((inputs: Legal_UpdatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Legal_UpdatedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, {
    locale?: "en" | "es";
}, {
    time: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
