export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Address_Did_You_MeanInputs = {
    address: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Did you mean {address}?" |
*
* @param {Order_Address_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_did_you_mean: ((inputs: Order_Address_Did_You_MeanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Address_Did_You_MeanInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Address_Did_You_MeanInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
