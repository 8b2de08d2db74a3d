export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Title_UpgradeInputs = {};
/**
* | output |
* | --- |
* | "Upgrade Your Home Warranty" |
*
* @param {Order_Title_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_upgrade: ((inputs?: Order_Title_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
