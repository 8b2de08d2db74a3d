import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Menu_New_Service_RequestInputs */

const en_claim_menu_new_service_request = /** @type {(inputs: Claim_Menu_New_Service_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Service Request`)
};

const es_claim_menu_new_service_request = /** @type {(inputs: Claim_Menu_New_Service_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva solicitud de servicio`)
};

/**
* | output |
* | --- |
* | "New Service Request" |
*
* @param {Claim_Menu_New_Service_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_menu_new_service_request = /** @type {((inputs?: Claim_Menu_New_Service_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_New_Service_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_menu_new_service_request(inputs)
	return en_claim_menu_new_service_request(inputs)
});