export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_File_Upload_SuccessInputs = {};
/**
* | output |
* | --- |
* | "File Sent" |
*
* @param {Common_File_Upload_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_success: ((inputs?: Common_File_Upload_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
