import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Fee_NowInputs */

const en_claim_queue_fee_now = /** @type {(inputs: Claim_Queue_Fee_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request now has a fee. Please start a new request to pay it.`)
};

const es_claim_queue_fee_now = /** @type {(inputs: Claim_Queue_Fee_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud ahora tiene una tarifa. Inicie una nueva solicitud para pagarla.`)
};

/**
* | output |
* | --- |
* | "This request now has a fee. Please start a new request to pay it." |
*
* @param {Claim_Queue_Fee_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_now = /** @type {((inputs?: Claim_Queue_Fee_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_fee_now(inputs)
	return en_claim_queue_fee_now(inputs)
});