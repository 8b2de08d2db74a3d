import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_WaitingInputs */

const en_claim_queue_waiting = /** @type {(inputs: Claim_Queue_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to send. It will be sent when you are back online.`)
};

const es_claim_queue_waiting = /** @type {(inputs: Claim_Queue_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera de enviarse. Se enviará cuando vuelva a tener conexión.`)
};

/**
* | output |
* | --- |
* | "Waiting to send. It will be sent when you are back online." |
*
* @param {Claim_Queue_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_waiting = /** @type {((inputs?: Claim_Queue_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_waiting(inputs)
	return en_claim_queue_waiting(inputs)
});