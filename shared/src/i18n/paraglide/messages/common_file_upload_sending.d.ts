export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_File_Upload_SendingInputs = {};
/**
* | output |
* | --- |
* | "Sending File..." |
*
* @param {Common_File_Upload_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_sending: ((inputs?: Common_File_Upload_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
