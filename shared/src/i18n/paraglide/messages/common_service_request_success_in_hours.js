import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Service_Request_Success_In_HoursInputs */

const en_common_service_request_success_in_hours = /** @type {(inputs: Common_Service_Request_Success_In_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment.`)
};

const es_common_service_request_success_in_hours = /** @type {(inputs: Common_Service_Request_Success_In_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud de servicio. Alguien se comunicará con usted para hablar del problema o programar una cita.`)
};

/**
* | output |
* | --- |
* | "We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment." |
*
* @param {Common_Service_Request_Success_In_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_success_in_hours = /** @type {((inputs?: Common_Service_Request_Success_In_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_In_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_success_in_hours(inputs)
	return en_common_service_request_success_in_hours(inputs)
});