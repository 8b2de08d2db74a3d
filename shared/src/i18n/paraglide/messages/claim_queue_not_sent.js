import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Not_SentInputs */

const en_claim_queue_not_sent = /** @type {(inputs: Claim_Queue_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const es_claim_queue_not_sent = /** @type {(inputs: Claim_Queue_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No enviada`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Claim_Queue_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_not_sent = /** @type {((inputs?: Claim_Queue_Not_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_not_sent(inputs)
	return en_claim_queue_not_sent(inputs)
});