export type LocalizedString = import('../runtime.js').LocalizedString;
export type Escrow_Invoice_QuestionsInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Questions? Call {brand} at {phone}. To pay by cheque, make it payable to {brand} with the contract number on it." |
*
* @param {Escrow_Invoice_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_questions: ((inputs: Escrow_Invoice_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_QuestionsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_QuestionsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
