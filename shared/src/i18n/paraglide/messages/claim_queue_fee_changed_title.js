import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Claim_Queue_Fee_Changed_TitleInputs */

const en_claim_queue_fee_changed_title = /** @type {(inputs: Claim_Queue_Fee_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service call fee has changed`)
};

const es_claim_queue_fee_changed_title = /** @type {(inputs: Claim_Queue_Fee_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tarifa de visita de servicio cambió`)
};

/**
* | output |
* | --- |
* | "The service call fee has changed" |
*
* @param {Claim_Queue_Fee_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_fee_changed_title = /** @type {((inputs?: Claim_Queue_Fee_Changed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_fee_changed_title(inputs)
	return en_claim_queue_fee_changed_title(inputs)
});