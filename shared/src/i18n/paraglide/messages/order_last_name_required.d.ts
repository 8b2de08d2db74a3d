export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Last_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name is required." |
* | "Buyer" | "Buyer last name is required." |
* | * | "Owner last name is required." |
*
* @param {Order_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_last_name_required: ((inputs: Order_Last_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Last_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
