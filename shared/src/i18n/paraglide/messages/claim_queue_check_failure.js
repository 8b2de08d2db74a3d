import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Check_FailureInputs */

const en_claim_queue_check_failure = /** @type {(inputs: Claim_Queue_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be checked. Please try again.`)
};

const es_claim_queue_check_failure = /** @type {(inputs: Claim_Queue_Check_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo verificar el plan. Inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "The plan could not be checked. Please try again." |
*
* @param {Claim_Queue_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_check_failure = /** @type {((inputs?: Claim_Queue_Check_FailureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_FailureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_check_failure(inputs)
	return en_claim_queue_check_failure(inputs)
});