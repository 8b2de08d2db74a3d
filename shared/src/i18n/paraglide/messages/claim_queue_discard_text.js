import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Claim_Queue_Discard_TextInputs */

const en_claim_queue_discard_text = /** @type {(inputs: Claim_Queue_Discard_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.item} request will not be sent.`)
};

const es_claim_queue_discard_text = /** @type {(inputs: Claim_Queue_Discard_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su solicitud de ${i?.item} no se enviará.`)
};

/**
* | output |
* | --- |
* | "Your {item} request will not be sent." |
*
* @param {Claim_Queue_Discard_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const claim_queue_discard_text = /** @type {((inputs: Claim_Queue_Discard_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_claim_queue_discard_text(inputs)
	return en_claim_queue_discard_text(inputs)
});