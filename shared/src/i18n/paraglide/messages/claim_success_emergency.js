import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Claim_Success_EmergencyInputs */

const en_claim_success_emergency = /** @type {(inputs: Claim_Success_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If this is an emergency, please call us at ${i?.phone}.`)
};

const es_claim_success_emergency = /** @type {(inputs: Claim_Success_EmergencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si es una emergencia, llámenos al ${i?.phone}.`)
};

/**
* | output |
* | --- |
* | "If this is an emergency, please call us at {phone}." |
*
* @param {Claim_Success_EmergencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_success_emergency = /** @type {((inputs: Claim_Success_EmergencyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_EmergencyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_success_emergency(inputs)
	return en_claim_success_emergency(inputs)
});