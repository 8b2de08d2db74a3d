import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Not_AuthorizedInputs */

const en_claim_queue_not_authorized = /** @type {(inputs: Claim_Queue_Not_AuthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plan cannot take a request now.`)
};

const es_claim_queue_not_authorized = /** @type {(inputs: Claim_Queue_Not_AuthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este plan no puede recibir una solicitud en este momento.`)
};

/**
* | output |
* | --- |
* | "This plan cannot take a request now." |
*
* @param {Claim_Queue_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_not_authorized = /** @type {((inputs?: Claim_Queue_Not_AuthorizedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_AuthorizedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_not_authorized(inputs)
	return en_claim_queue_not_authorized(inputs)
});