import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, was: NonNullable<unknown> }} Claim_Queue_Fee_Changed_TextInputs */

const en_claim_queue_fee_changed_text = /** @type {(inputs: Claim_Queue_Fee_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service call fee is now ${i?.amount}; it was ${i?.was}.
Send the request at the new fee?`)
};

const es_claim_queue_fee_changed_text = /** @type {(inputs: Claim_Queue_Fee_Changed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa de visita de servicio ahora es de ${i?.amount}; antes era de ${i?.was}.
¿Enviar la solicitud con la nueva tarifa?`)
};

/**
* | output |
* | --- |
* | "The service call fee is now {amount}; it was {was}. Send the request at the new fee?" |
*
* @param {Claim_Queue_Fee_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_changed_text = /** @type {((inputs: Claim_Queue_Fee_Changed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_fee_changed_text(inputs)
	return en_claim_queue_fee_changed_text(inputs)
});