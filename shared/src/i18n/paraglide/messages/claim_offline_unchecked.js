import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Offline_UncheckedInputs */

const en_claim_offline_unchecked = /** @type {(inputs: Claim_Offline_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request.`)
};

const es_claim_offline_unchecked = /** @type {(inputs: Claim_Offline_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene conexión, y este plan aún no se ha verificado en este dispositivo. Conéctese a internet para iniciar una solicitud de servicio.`)
};

/**
* | output |
* | --- |
* | "You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request." |
*
* @param {Claim_Offline_UncheckedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_offline_unchecked = /** @type {((inputs?: Claim_Offline_UncheckedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_UncheckedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_offline_unchecked(inputs)
	return en_claim_offline_unchecked(inputs)
});