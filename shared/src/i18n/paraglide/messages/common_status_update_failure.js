import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_Update_FailureInputs */

const en_common_status_update_failure = /** @type {(inputs: Common_Status_Update_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to complete status update. Please call for assistance.`)
};

const es_common_status_update_failure = /** @type {(inputs: Common_Status_Update_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo completar la actualización. Llámenos para recibir ayuda.`)
};

/**
* | output |
* | --- |
* | "Failed to complete status update. Please call for assistance." |
*
* @param {Common_Status_Update_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_update_failure = /** @type {((inputs?: Common_Status_Update_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_status_update_failure(inputs)
	return en_common_status_update_failure(inputs)
});