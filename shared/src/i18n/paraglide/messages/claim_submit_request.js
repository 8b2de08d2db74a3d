import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Submit_RequestInputs */

const en_claim_submit_request = /** @type {(inputs: Claim_Submit_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Request`)
};

const es_claim_submit_request = /** @type {(inputs: Claim_Submit_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud`)
};

/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Claim_Submit_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_submit_request = /** @type {((inputs?: Claim_Submit_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_submit_request(inputs)
	return en_claim_submit_request(inputs)
});