import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Claim_Queue_SentInputs */

const en_claim_queue_sent = /** @type {(inputs: Claim_Queue_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: request ${i?.number}`)
};

const es_claim_queue_sent = /** @type {(inputs: Claim_Queue_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviada: solicitud ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Sent: request {number}" |
*
* @param {Claim_Queue_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_sent = /** @type {((inputs: Claim_Queue_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_sent(inputs)
	return en_claim_queue_sent(inputs)
});