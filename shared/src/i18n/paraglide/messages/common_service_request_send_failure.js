import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Common_Service_Request_Send_FailureInputs */

const en_common_service_request_send_failure = /** @type {(inputs: Common_Service_Request_Send_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oops, something went wrong! Please call us at ${i?.phone}`)
};

const es_common_service_request_send_failure = /** @type {(inputs: Common_Service_Request_Send_FailureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Uy, algo salió mal! Llámenos al ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Oops, something went wrong! Please call us at {phone}" |
*
* @param {Common_Service_Request_Send_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_send_failure = /** @type {((inputs: Common_Service_Request_Send_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Send_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_send_failure(inputs)
	return en_common_service_request_send_failure(inputs)
});