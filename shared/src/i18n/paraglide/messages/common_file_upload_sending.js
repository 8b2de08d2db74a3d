import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_File_Upload_SendingInputs */

const en_common_file_upload_sending = /** @type {(inputs: Common_File_Upload_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending File...`)
};

const es_common_file_upload_sending = /** @type {(inputs: Common_File_Upload_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando archivo...`)
};

/**
* | output |
* | --- |
* | "Sending File..." |
*
* @param {Common_File_Upload_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_file_upload_sending = /** @type {((inputs?: Common_File_Upload_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_file_upload_sending(inputs)
	return en_common_file_upload_sending(inputs)
});