import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_KeepInputs */

const en_claim_queue_keep = /** @type {(inputs: Claim_Queue_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep`)
};

const es_claim_queue_keep = /** @type {(inputs: Claim_Queue_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar`)
};

/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Claim_Queue_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_keep = /** @type {((inputs?: Claim_Queue_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_KeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_keep(inputs)
	return en_claim_queue_keep(inputs)
});