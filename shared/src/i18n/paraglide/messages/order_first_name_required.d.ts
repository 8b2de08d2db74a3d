export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_First_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name is required." |
* | "Buyer" | "Buyer first name is required." |
* | * | "Owner first name is required." |
*
* @param {Order_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_first_name_required: ((inputs: Order_First_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_First_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
