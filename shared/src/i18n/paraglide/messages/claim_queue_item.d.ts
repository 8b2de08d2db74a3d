export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_ItemInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{item}, {policyNumber}" |
*
* @param {Claim_Queue_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item: ((inputs: Claim_Queue_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_ItemInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_ItemInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
