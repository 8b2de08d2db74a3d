import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Service_Request_Success_After_HoursInputs */

const en_common_service_request_success_after_hours = /** @type {(inputs: Common_Service_Request_Success_After_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your service request after normal business hours, but we still have people on staff to help if this is an emergency.`)
};

const es_common_service_request_success_after_hours = /** @type {(inputs: Common_Service_Request_Success_After_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibimos su solicitud de servicio fuera del horario de atención, pero tenemos personal disponible para ayudarle si es una emergencia.`)
};

/**
* | output |
* | --- |
* | "We received your service request after normal business hours, but we still have people on staff to help if this is an emergency." |
*
* @param {Common_Service_Request_Success_After_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_success_after_hours = /** @type {((inputs?: Common_Service_Request_Success_After_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_After_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_success_after_hours(inputs)
	return en_common_service_request_success_after_hours(inputs)
});