export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_No_PlansInputs = {
    phone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "There is no plan on your account to request a repair for. Questions? Call us at {phone}." |
*
* @param {Claim_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_plans: ((inputs: Claim_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_No_PlansInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_No_PlansInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
