export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Cancel_PromptInputs = {
    workOrderId: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Tell us why work order {workOrderId} should be cancelled." |
*
* @param {Status_Update_Cancel_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_prompt: ((inputs: Status_Update_Cancel_PromptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_PromptInputs, {
    locale?: "en" | "es";
}, {}>;
