import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_File_Upload_SuccessInputs */

const en_common_file_upload_success = /** @type {(inputs: Common_File_Upload_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Sent`)
};

const es_common_file_upload_success = /** @type {(inputs: Common_File_Upload_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo enviado`)
};

/**
* | output |
* | --- |
* | "File Sent" |
*
* @param {Common_File_Upload_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_success = /** @type {((inputs?: Common_File_Upload_SuccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SuccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_file_upload_success(inputs)
	return en_common_file_upload_success(inputs)
});