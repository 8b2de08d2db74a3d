import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_File_Upload_FailureInputs */

const en_common_file_upload_failure = /** @type {(inputs: Common_File_Upload_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while sending the file, please try again.`)
};

const es_common_file_upload_failure = /** @type {(inputs: Common_File_Upload_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al enviar el archivo. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "An error occurred while sending the file, please try again." |
*
* @param {Common_File_Upload_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_failure = /** @type {((inputs?: Common_File_Upload_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_file_upload_failure(inputs)
	return en_common_file_upload_failure(inputs)
});