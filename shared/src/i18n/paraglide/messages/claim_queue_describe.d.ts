export type LocalizedString = import('../runtime.js').LocalizedString;
export type Claim_Queue_DescribeInputs = {};
/**
* | output |
* | --- |
* | "Send a service request" |
*
* @param {Claim_Queue_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_describe: ((inputs?: Claim_Queue_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
