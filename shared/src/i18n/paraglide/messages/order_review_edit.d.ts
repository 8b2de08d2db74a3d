export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Review_EditInputs = {
    part: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Edit {part}" |
*
* @param {Order_Review_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_edit: ((inputs: Order_Review_EditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Review_EditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Review_EditInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
