import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_Update_Success_TitleInputs */

const en_common_status_update_success_title = /** @type {(inputs: Common_Status_Update_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you`)
};

const es_common_status_update_success_title = /** @type {(inputs: Common_Status_Update_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias`)
};

/**
* | output |
* | --- |
* | "Thank you" |
*
* @param {Common_Status_Update_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_success_title = /** @type {((inputs?: Common_Status_Update_Success_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_status_update_success_title(inputs)
	return en_common_status_update_success_title(inputs)
});