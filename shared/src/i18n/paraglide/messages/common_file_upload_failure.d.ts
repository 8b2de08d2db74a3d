export type LocalizedString = import('../runtime.js').LocalizedString;
export type Common_File_Upload_FailureInputs = {};
/**
* | output |
* | --- |
* | "An error occurred while sending the file, please try again." |
*
* @param {Common_File_Upload_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_failure: ((inputs?: Common_File_Upload_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
