import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Service_Request_Authorization_Failure_TitleInputs */

const en_common_service_request_authorization_failure_title = /** @type {(inputs: Common_Service_Request_Authorization_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There's a Problem...!`)
};

const es_common_service_request_authorization_failure_title = /** @type {(inputs: Common_Service_Request_Authorization_Failure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hay un problema...!`)
};

/**
* | output |
* | --- |
* | "There's a Problem...!" |
*
* @param {Common_Service_Request_Authorization_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_authorization_failure_title = /** @type {((inputs?: Common_Service_Request_Authorization_Failure_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Authorization_Failure_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_authorization_failure_title(inputs)
	return en_common_service_request_authorization_failure_title(inputs)
});