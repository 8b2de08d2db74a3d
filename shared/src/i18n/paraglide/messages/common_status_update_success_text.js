import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_Update_Success_TextInputs */

const en_common_status_update_success_text = /** @type {(inputs: Common_Status_Update_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled status has been successfully submitted`)
};

const es_common_status_update_success_text = /** @type {(inputs: Common_Status_Update_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cita programada se envió correctamente`)
};

/**
* | output |
* | --- |
* | "Scheduled status has been successfully submitted" |
*
* @param {Common_Status_Update_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_success_text = /** @type {((inputs?: Common_Status_Update_Success_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_status_update_success_text(inputs)
	return en_common_status_update_success_text(inputs)
});