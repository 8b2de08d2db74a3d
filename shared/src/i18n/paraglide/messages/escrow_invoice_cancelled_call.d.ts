export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_Cancelled_CallInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Questions about this invoice? Call {brand} at {phone}." |
*
* @param {Escrow_Invoice_Cancelled_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_call: ((inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
