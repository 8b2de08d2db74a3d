import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_RefusedInputs */

const en_claim_queue_refused = /** @type {(inputs: Claim_Queue_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was not accepted.`)
};

const es_claim_queue_refused = /** @type {(inputs: Claim_Queue_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La solicitud no fue aceptada.`)
};

/**
* | output |
* | --- |
* | "The request was not accepted." |
*
* @param {Claim_Queue_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_refused = /** @type {((inputs?: Claim_Queue_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_refused(inputs)
	return en_claim_queue_refused(inputs)
});