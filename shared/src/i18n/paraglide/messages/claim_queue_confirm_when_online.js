import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_Confirm_When_OnlineInputs */

const en_claim_queue_confirm_when_online = /** @type {(inputs: Claim_Queue_Confirm_When_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to send. When you are back online we will ask you to confirm the ${i?.amount} service call fee.`)
};

const es_claim_queue_confirm_when_online = /** @type {(inputs: Claim_Queue_Confirm_When_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Cuando vuelva a tener conexión, le pediremos que confirme la tarifa de visita de servicio de ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "Waiting to send. When you are back online we will ask you to confirm the {amount} service call fee." |
*
* @param {Claim_Queue_Confirm_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_confirm_when_online = /** @type {((inputs: Claim_Queue_Confirm_When_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_When_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_confirm_when_online(inputs)
	return en_claim_queue_confirm_when_online(inputs)
});