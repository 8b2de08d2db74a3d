import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Claim_Queue_ConfirmInputs */

const en_claim_queue_confirm = /** @type {(inputs: Claim_Queue_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to send. Please confirm the ${i?.amount} service call fee to send it now.`)
};

const es_claim_queue_confirm = /** @type {(inputs: Claim_Queue_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Confirme la tarifa de visita de servicio de ${i?.amount} para enviarla ahora.`)
};

/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee to send it now." |
*
* @param {Claim_Queue_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_confirm = /** @type {((inputs: Claim_Queue_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_confirm(inputs)
	return en_claim_queue_confirm(inputs)
});