import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Menu_Service_RequestsInputs */

const en_claim_menu_service_requests = /** @type {(inputs: Claim_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service Requests`)
};

const es_claim_menu_service_requests = /** @type {(inputs: Claim_Menu_Service_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de servicio`)
};

/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Claim_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_menu_service_requests = /** @type {((inputs?: Claim_Menu_Service_RequestsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_Service_RequestsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_menu_service_requests(inputs)
	return en_claim_menu_service_requests(inputs)
});