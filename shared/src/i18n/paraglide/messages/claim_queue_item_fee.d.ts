export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_Item_FeeInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{item}, {policyNumber}: {amount} service call fee" |
*
* @param {Claim_Queue_Item_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item_fee: ((inputs: Claim_Queue_Item_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_Item_FeeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_Item_FeeInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
