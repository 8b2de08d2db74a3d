export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Role_Listing_AgentInputs = {};
/**
* | output |
* | --- |
* | "Listing Agent" |
*
* @param {Order_Role_Listing_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_listing_agent: ((inputs?: Order_Role_Listing_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Listing_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
