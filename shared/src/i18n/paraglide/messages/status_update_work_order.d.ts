export type LocalizedString = import('../runtime.js').LocalizedString;
export type Status_Update_Work_OrderInputs = {
    workOrderId: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Work order {workOrderId}" |
*
* @param {Status_Update_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_work_order: ((inputs: Status_Update_Work_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_Work_OrderInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_Work_OrderInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
