import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Service_Request_SubmittingInputs */

const en_common_service_request_submitting = /** @type {(inputs: Common_Service_Request_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting service request. Please wait...`)
};

const es_common_service_request_submitting = /** @type {(inputs: Common_Service_Request_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando la solicitud de servicio. Espere un momento...`)
};

/**
* | output |
* | --- |
* | "Submitting service request. Please wait..." |
*
* @param {Common_Service_Request_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_submitting = /** @type {((inputs?: Common_Service_Request_SubmittingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_SubmittingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_submitting(inputs)
	return en_common_service_request_submitting(inputs)
});