import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Service_Request_Claim_FailureInputs */

const en_common_service_request_claim_failure = /** @type {(inputs: Common_Service_Request_Claim_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while submitting your claim.`)
};

const es_common_service_request_claim_failure = /** @type {(inputs: Common_Service_Request_Claim_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error al enviar su solicitud.`)
};

/**
* | output |
* | --- |
* | "An error occurred while submitting your claim." |
*
* @param {Common_Service_Request_Claim_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_service_request_claim_failure = /** @type {((inputs?: Common_Service_Request_Claim_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Claim_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_service_request_claim_failure(inputs)
	return en_common_service_request_claim_failure(inputs)
});