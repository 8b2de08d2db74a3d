export type LocalizedString = import('../runtime.js').LocalizedString;
export type Order_Partner_Site_TextInputs = {};
/**
* | output |
* | --- |
* | "Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page." |
*
* @param {Order_Partner_Site_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_text: ((inputs?: Order_Partner_Site_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Partner_Site_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_Site_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
